package org.ichto.toy.ui;

import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.Table;
import org.ichto.shell.ui.TableHost;
import org.ichto.shell.ui.text.Texts;
import org.ichto.toy.NimDecision;
import org.ichto.toy.NimEvent;
import org.ichto.toy.NimState;
import org.ichto.toy.NimView;

import javax.swing.JComponent;
import java.util.List;

/**
 * Hidden Nim's play area: the pile, the seats and four buttons. The buttons offer exactly the decisions
 * the game's views list for the viewer; a click hands the decision to the window.
 */
final class NimTable implements Table<NimState, NimView, NimDecision, NimEvent> {
    private final Texts texts;
    private final TableHost<NimDecision> host;
    private final NimPanel panel;
    private GameSession<NimState, NimView, NimDecision, NimEvent> session;
    private long revision = -1;
    private NimDecision hinted;

    NimTable(Texts texts, Settings settings, TableHost<NimDecision> host) {
        this.texts = texts;
        this.host = host;
        this.panel = new NimPanel(texts, "nim.", this::clicked, settings.dark());
    }

    @Override
    public JComponent component() {
        return panel.component();
    }

    @Override
    public JComponent board() {
        return panel.board();
    }

    @Override
    public void setDark(boolean dark) {
        panel.setDark(dark);
    }

    @Override
    public void show(GameSession<NimState, NimView, NimDecision, NimEvent> s, int viewer, boolean viewerToAct,
                     boolean thinking) {
        if (s != session || s.revision() != revision) {
            hinted = null;
        }
        session = s;
        revision = s.revision();
        GameDefinition<NimState, NimView, NimDecision, NimEvent> game = s.game();
        NimState state = s.state();
        NimView view = game.views().view(state, Math.max(0, viewer));
        List<NimDecision> offered = viewerToAct ? game.views().legal(view).listed() : List.of();
        String turn;
        if (state.isOver()) {
            turn = over(s);
        } else if (viewerToAct) {
            turn = texts.format("nim.turn.you", Texts.seatName(s.seats(), viewer));
        } else if (thinking) {
            turn = texts.format("nim.turn.thinking", Texts.seatName(s.seats(), s.seatToAct()));
        } else {
            turn = texts.format("nim.turn", Texts.seatName(s.seats(), s.seatToAct()));
        }
        panel.show(new NimPanel.Picture(view, viewer >= 0, game.rules().scores(state), s.seats(), turn, null, offered,
                hinted));
    }

    /** Only what everyone may see: no own joker, no choices. */
    @Override
    public void cover(GameSession<NimState, NimView, NimDecision, NimEvent> s, int viewer) {
        session = s;
        revision = s.revision();
        hinted = null;
        NimState state = s.state();
        NimView view = s.game().views().view(state, Math.max(0, viewer));
        String turn = state.isOver() ? over(s) : texts.format("nim.turn", Texts.seatName(s.seats(), s.seatToAct()));
        panel.show(new NimPanel.Picture(view, false, s.game().rules().scores(state), s.seats(), turn, null, List.of(),
                null));
    }

    private String over(GameSession<NimState, NimView, NimDecision, NimEvent> s) {
        List<Seat> seats = s.seats();
        return texts.format("nim.over", Texts.seatName(seats, s.game().rules().winner(s.state())));
    }

    @Override
    public void showHint(NimDecision decision, String text) {
        hinted = decision;
        panel.mark(decision);
    }

    /** The suggestion marked now, or null (tests read it). */
    NimDecision hinted() {
        return hinted;
    }

    private void clicked(NimDecision decision) {
        if (session == null) {
            return;
        }
        hinted = null;
        host.play(decision);
    }
}
