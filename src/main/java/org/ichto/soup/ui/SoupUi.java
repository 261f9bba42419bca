package org.ichto.soup.ui;

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
import org.ichto.soup.SoupGame;
import org.ichto.soup.board.SoupBoardLoader;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.session.SoupHint;
import org.ichto.soup.ui.board.SoupStyle;
import org.ichto.soup.ui.text.DecisionText;
import org.ichto.soup.ui.text.EventText;
import org.ichto.soup.ui.text.HintText;
import org.ichto.soup.ui.text.SoupTexts;
import org.ichto.soup.view.SoupView;

import javax.swing.Icon;
import javax.swing.JComponent;
import java.awt.Color;
import java.util.List;
import java.util.Locale;

/** Primordial Soup's parts of the window: its board and panels, its words, its hints and its final scoring. */
public final class SoupUi implements GameUi<SoupState, SoupView, SoupDecision, SoupEvent> {
    public static final SoupUi INSTANCE = new SoupUi();

    private SoupUi() {
    }

    @Override
    public GameDefinition<SoupState, SoupView, SoupDecision, SoupEvent> game() {
        return SoupGame.INSTANCE;
    }

    @Override
    public SoupTexts texts(Locale locale) {
        return SoupTexts.of(locale);
    }

    /** One human against three personalities: the game a first start offers. */
    @Override
    public List<Seat> defaultSeats(Texts texts) {
        return List.of(Seat.human(System.getProperty("user.name", texts.format("newgame.defaultName", 1)), "red"),
                Seat.computer(texts.personality("balanced"), "blue", "balanced"),
                Seat.computer(texts.personality("grower"), "yellow", "grower"),
                Seat.computer(texts.personality("aggressor"), "green", "aggressor"));
    }

    @Override
    public void preload() {
        Preload.run();
    }

    @Override
    public Color colour(String colour) {
        return SoupStyle.of(colour).fill();
    }

    @Override
    public Icon seatIcon(String colour, int size) {
        return SeatIcon.of(colour, size);
    }

    @Override
    public Table<SoupState, SoupView, SoupDecision, SoupEvent> table(Texts texts, Settings settings,
                                                                      TableHost<SoupDecision> host) {
        return new SoupTable(SoupTexts.of(texts), settings, host);
    }

    @Override
    public ReplayView<SoupState, SoupView, SoupDecision, SoupEvent> replayView(Texts texts, Settings settings) {
        return new SoupReplayView(SoupTexts.of(texts), settings);
    }

    /** Phase 6: a marker moved up the ladder. */
    @Override
    public boolean isScoring(SoupEvent event) {
        return event instanceof SoupEvent.MarkerMoved;
    }

    @Override
    public List<String> logLines(List<SoupEvent> events, List<Seat> seats, Texts texts) {
        return new EventText(SoupTexts.of(texts), SoupBoardLoader.standard()).lines(events, seats);
    }

    @Override
    public String describe(SoupDecision decision, int seat, List<Seat> seats, Texts texts) {
        return new DecisionText(SoupTexts.of(texts), SoupBoardLoader.standard()).describe(decision, seat, seats);
    }

    @Override
    public Suggestion<SoupDecision> hint(SoupState state, int seat, long seed, Budget budget, List<Seat> seats,
                                         Texts texts) {
        SoupHint h = budget == null ? SoupHint.suggest(state, seat, seed)
                : SoupHint.suggestExpert(state, seat, seed, budget);
        SoupTexts words = SoupTexts.of(texts);
        String what = describe(h.decision(), seat, seats, texts);
        return new Suggestion<>(h.decision(), words.format("hint.with", what, new HintText(words).reason(h, seats)));
    }

    @Override
    public JComponent finalScoring(GameSession<SoupState, SoupView, SoupDecision, SoupEvent> session, Texts texts) {
        return SoupFinalScoring.of(session, SoupTexts.of(texts));
    }

    @Override
    public int chartGoal(SoupState end) {
        return end.board().ladder().finishFirst();
    }

    @Override
    public org.ichto.shell.ui.GameHelp help(Texts texts, boolean dark) {
        return SoupHelp.of(SoupTexts.of(texts), dark);
    }

    /** The first lesson: the first round of a game from seed 1, after the setup, red the player's. */
    @Override
    public java.net.URL tutorial() {
        return SoupUi.class.getResource("tutorial/lesson.json");
    }
}
