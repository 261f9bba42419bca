package org.ichto.shell.ui;

import org.assertj.swing.edt.GuiActionRunner;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.rating.RatingTable;
import org.ichto.shell.ai.ProfileLibrary;
import org.ichto.soup.ui.SoupUi;
import org.ichto.urland.ui.UrlandUi;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.swing.JComboBox;
import javax.swing.JLabel;
import java.awt.Component;
import java.awt.Container;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/** The new-game dialog shows each computer seat's shipped rating, following its personality and difficulty. */
class NewGameRatingsGuiTest {
    @BeforeAll
    static void needsADisplay() {
        Display.assumeOne();
    }

    private static <T extends Component> T find(Container root, Class<T> type, String name) {
        for (Component c : root.getComponents()) {
            if (type.isInstance(c) && name.equals(c.getName())) {
                return type.cast(c);
            }
            if (c instanceof Container inner) {
                T found = find(inner, type, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static int shipped(String game, String spec) {
        return RatingTable.shipped(game).orElseThrow().find(spec).orElseThrow().points();
    }

    @Test
    void eachComputerSeatShowsItsRatingAndAHumanSeatNone() {
        List<GameUi<?, ?, ?, ?>> games = List.of(UrlandUi.INSTANCE, SoupUi.INSTANCE);
        NewGameDialog dialog = GuiActionRunner.execute(() -> new NewGameDialog(null, Locale.ENGLISH, games,
                UrlandUi.INSTANCE, ui -> ProfileLibrary.shipped(ui.game().id(), ui.game().ai().schema())));
        try {
            String[] seen = GuiActionRunner.execute(() -> {
                Container root = dialog.getContentPane();
                JLabel human = find(root, JLabel.class, "newGame.rating.0");
                JLabel first = find(root, JLabel.class, "newGame.rating.1");
                String normal = first.getText();
                @SuppressWarnings("unchecked")
                JComboBox<Difficulty> difficulty = find(root, JComboBox.class, "newGame.difficulty.1");
                difficulty.setSelectedItem(Difficulty.HARD);
                String hard = first.getText();
                @SuppressWarnings("unchecked")
                JComboBox<String> kind = find(root, JComboBox.class, "newGame.kind.1");
                kind.setSelectedItem("expert");
                return new String[]{human.getText(), normal, hard, first.getText(), first.getToolTipText(),
                        find(root, JLabel.class, "newGame.ratedHint").getText()};
            });
            String firstKind = NewGameDialog.kinds(ProfileLibrary.shipped("urland",
                    UrlandUi.INSTANCE.game().ai().schema())).get(1);
            assertThat(seen[0]).isEmpty();
            assertThat(seen[1]).isEqualTo(Integer.toString(shipped("urland", firstKind)));
            assertThat(seen[2]).isEqualTo(Integer.toString(shipped("urland", firstKind + ":hard")));
            assertThat(seen[3]).isEqualTo(Integer.toString(shipped("urland", "expert:hard")));
            assertThat(seen[4]).contains("1500");
            // Before the game begins the player learns what makes it practice.
            assertThat(seen[5]).contains("counts for your rating", "hint", "practice");

            // Another game, its own ratings.
            String soup = GuiActionRunner.execute(() -> {
                @SuppressWarnings("unchecked")
                JComboBox<Object> game = find(dialog.getContentPane(), JComboBox.class, "newGame.game");
                game.setSelectedItem(SoupUi.INSTANCE);
                return find(dialog.getContentPane(), JLabel.class, "newGame.rating.1").getText();
            });
            String soupKind = NewGameDialog.kinds(ProfileLibrary.shipped("soup",
                    SoupUi.INSTANCE.game().ai().schema())).get(1);
            assertThat(soup).isEqualTo(Integer.toString(shipped("soup", soupKind)));
        } finally {
            GuiActionRunner.execute(dialog::dispose);
        }
    }
}
