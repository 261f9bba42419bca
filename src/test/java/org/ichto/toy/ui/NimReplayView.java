package org.ichto.toy.ui;

import org.ichto.shell.record.SeatDecision;
import org.ichto.shell.session.ReplayModel;
import org.ichto.shell.ui.ReplayView;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.text.Texts;
import org.ichto.toy.NimDecision;
import org.ichto.toy.NimEvent;
import org.ichto.toy.NimState;
import org.ichto.toy.NimView;

import javax.swing.JComponent;
import java.util.List;

/** A recorded position of Hidden Nim: the table's panel without its buttons, public information only. */
final class NimReplayView implements ReplayView<NimState, NimView, NimDecision, NimEvent> {
    private final Texts texts;
    private final NimPanel panel;

    NimReplayView(Texts texts, Settings settings) {
        this.texts = texts;
        this.panel = new NimPanel(texts, "replay.nim.", null, settings.dark());
    }

    @Override
    public JComponent board() {
        return panel.component();
    }

    @Override
    public JComponent summaries() {
        return null;
    }

    @Override
    public void show(ReplayModel<NimState, NimView, NimDecision, NimEvent> model) {
        NimState state = model.state();
        var game = model.game();
        NimView view = game.views().view(state, 0);
        String turn = state.isOver()
                ? texts.format("nim.over", Texts.seatName(model.seats(), game.rules().winner(state)))
                : texts.format("nim.turn", Texts.seatName(model.seats(), game.rules().actor(state)));
        SeatDecision<NimDecision> lastDecision = model.lastDecision();
        String last = lastDecision == null ? texts.get("nim.start") : texts.format("nim.last",
                new NimWords(texts).describe(lastDecision.decision(), lastDecision.seat(), model.seats()));
        panel.show(new NimPanel.Picture(view, false, game.rules().scores(state), model.seats(), turn, last, List.of(),
                null));
    }
}
