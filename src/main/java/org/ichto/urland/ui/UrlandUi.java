package org.ichto.urland.ui;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.ui.GameUi;
import org.ichto.shell.ui.ReplayView;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.Table;
import org.ichto.shell.ui.TableHost;
import org.ichto.shell.ui.text.Texts;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.Decision;
import org.ichto.urland.rules.GameEvent;
import org.ichto.urland.rules.GameState;
import org.ichto.urland.session.Hint;
import org.ichto.urland.ui.board.PlayerStyle;
import org.ichto.urland.ui.text.DecisionText;
import org.ichto.urland.ui.text.EventText;
import org.ichto.urland.ui.text.HintText;
import org.ichto.urland.ui.text.UrlandTexts;
import org.ichto.urland.view.SeatView;

import javax.swing.Icon;
import javax.swing.JComponent;
import java.awt.Color;
import java.util.List;
import java.util.Locale;

/** Urland's parts of the window: its board and panels, its words, its hints and its final scoring. */
public final class UrlandUi implements GameUi<GameState, SeatView, Decision, GameEvent> {
    public static final UrlandUi INSTANCE = new UrlandUi();

    private UrlandUi() {
    }

    @Override
    public GameDefinition<GameState, SeatView, Decision, GameEvent> game() {
        return UrlandGame.INSTANCE;
    }

    @Override
    public UrlandTexts texts(Locale locale) {
        return UrlandTexts.of(locale);
    }

    private static UrlandTexts urland(Texts texts) {
        return texts instanceof UrlandTexts u ? u : UrlandTexts.of(texts.locale());
    }

    /** One human against three personalities: the game a first start offers. */
    @Override
    public List<Seat> defaultSeats(Texts texts) {
        return List.of(Seat.human(System.getProperty("user.name", texts.format("newgame.defaultName", 1)), "red"),
                Seat.computer(texts.personality("balanced"), "blue", "balanced"),
                Seat.computer(texts.personality("predator"), "yellow", "predator"),
                Seat.computer(texts.personality("land-grabber"), "green", "land-grabber"));
    }

    @Override
    public void preload() {
        Preload.run();
    }

    @Override
    public Color colour(String colour) {
        return PlayerStyle.of(colour).fill();
    }

    @Override
    public Icon seatIcon(String colour, int size) {
        return SeatIcon.of(colour, size);
    }

    @Override
    public Table<GameState, SeatView, Decision, GameEvent> table(Texts texts, Settings settings,
                                                                 TableHost<Decision> host) {
        return new UrlandTable(urland(texts), settings, host);
    }

    @Override
    public ReplayView<GameState, SeatView, Decision, GameEvent> replayView(Texts texts, Settings settings) {
        return new UrlandReplayView(urland(texts), settings);
    }

    /** A region scored during the game, or the final scoring. */
    @Override
    public boolean isScoring(GameEvent event) {
        return event instanceof GameEvent.RegionScored || event instanceof GameEvent.FinalScoring;
    }

    @Override
    public List<String> logLines(List<GameEvent> events, List<Seat> seats, Texts texts) {
        return new EventText(urland(texts)).lines(events, seats);
    }

    @Override
    public String describe(Decision decision, int seat, List<Seat> seats, Texts texts) {
        return new DecisionText(urland(texts)).describe(decision, seat, seats);
    }

    @Override
    public Suggestion<Decision> hint(GameState state, int seat, long seed, Budget budget, List<Seat> seats,
                                     Texts texts) {
        Hint h = budget == null ? Hint.suggest(state, seat, seed) : Hint.suggestExpert(state, seat, seed, budget);
        UrlandTexts words = urland(texts);
        String what = new DecisionText(words).describe(h.decision(), seat, seats);
        return new Suggestion<>(h.decision(), what + " \u2014 " + new HintText(words).reason(h, seats));
    }

    @Override
    public JComponent finalScoring(GameSession<GameState, SeatView, Decision, GameEvent> session, Texts texts) {
        return UrlandFinalScoring.of(session, urland(texts));
    }

    @Override
    public org.ichto.shell.ui.GameHelp help(Texts texts, boolean dark) {
        return UrlandHelp.of(urland(texts), dark);
    }

    /** The first lesson: the first three turns of a game from seed 1, red the player's. */
    @Override
    public java.net.URL tutorial() {
        return UrlandUi.class.getResource("tutorial/lesson.json");
    }

    @Override
    public int chartGoal(GameState end) {
        return end.board().goal();
    }
}
