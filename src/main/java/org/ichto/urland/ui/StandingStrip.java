package org.ichto.urland.ui;

import net.miginfocom.swing.MigLayout;
import org.ichto.shell.game.Seat;
import org.ichto.shell.ui.LayoutRoot;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.ui.text.StandingText;
import org.ichto.urland.ui.text.UrlandTexts;
import org.ichto.urland.view.SeatView;
import org.ichto.urland.view.Secrets;
import org.ichto.urland.view.Standing;

import javax.swing.JLabel;
import java.awt.Font;
import java.util.List;

/**
 * Above the board, always in view: where the game stands (epoch, turn, roles, chips left before the
 * volcanoes) and, for a human at the screen, what only they know of the chips, which the log keeps
 * face down ("has chosen").
 */
final class StandingStrip extends LayoutRoot {
    private final StandingText words;
    private final JLabel standing = new JLabel(" ");
    private final JLabel secret = new JLabel(" ");
    private final JLabel hint = new JLabel(" ");

    StandingStrip(UrlandTexts texts) {
        super(new MigLayout("wrap 1, insets 4 8 4 8, gapy 0", "[grow, fill]"));
        this.words = new StandingText(texts);
        setName("standing");
        standing.setName("standing.line");
        secret.setName("standing.secret");
        // Player names come from files and the dialog: never read as HTML.
        standing.putClientProperty("html.disable", Boolean.TRUE);
        secret.putClientProperty("html.disable", Boolean.TRUE);
        secret.setFont(secret.getFont().deriveFont(Font.BOLD));
        hint.setName("standing.hint");
        hint.putClientProperty("html.disable", Boolean.TRUE);
        hint.setVisible(false);
        // Never wider than the board: a narrow window cuts a line short (the whole of it in the tooltip)
        // rather than pushing the side panels off screen.
        add(standing, "wmin 0");
        add(secret, "wmin 0, hidemode 3");
        add(hint, "wmin 0, hidemode 3");
    }

    /**
     * Shows the position; the secrets only of the human at the screen, through their view ({@code viewer};
     * null: nobody's, as when computers play alone, the screen is covered for a change of player).
     */
    void show(GameState state, List<Seat> seats, SeatView viewer) {
        Standing s = Standing.of(state);
        standing.setText(words.standing(s, seats));
        standing.setToolTipText(standing.getText());
        boolean secrets = viewer != null && !s.over();
        showLine(secret, secrets);
        if (secrets) {
            secret.setText(words.secrets(Secrets.of(viewer), viewer.seat(), s, seats));
            secret.setToolTipText(secret.getText());
        }
    }

    /** Shows or hides a line: the strip grows or shrinks, and the board beside it makes room. */
    private void showLine(JLabel line, boolean shown) {
        if (line.isVisible() != shown) {
            line.setVisible(shown);
            revalidateAround();
        }
    }

    /** The hint's words in the board's hint colour, dark enough on light panels and light enough on dark. */
    void setDark(boolean dark) {
        hint.setForeground(new java.awt.Color(dark ? 0xD2B4DE : 0x7D3C98));
    }

    /** A hint's words, kept in view until the next decision; null takes them away. */
    void showHint(String text) {
        showLine(hint, text != null);
        hint.setText(text == null ? " " : text);
        hint.setToolTipText(text);
    }

    String hintText() {
        return hint.isVisible() ? hint.getText() : "";
    }

    String standingText() {
        return standing.getText();
    }

    String secretText() {
        return secret.isVisible() ? secret.getText() : "";
    }
}
