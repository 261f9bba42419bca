package org.ichto.toy.ui;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Difficulty;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.ui.GameUi;
import org.ichto.shell.ui.ReplayView;
import org.ichto.shell.ui.Settings;
import org.ichto.shell.ui.Table;
import org.ichto.shell.ui.TableHost;
import org.ichto.shell.ui.text.Texts;
import org.ichto.toy.NimDecision;
import org.ichto.toy.NimEvent;
import org.ichto.toy.NimGame;
import org.ichto.toy.NimState;
import org.ichto.toy.NimView;

import javax.swing.Icon;
import javax.swing.JComponent;
import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Hidden Nim's parts of the window, in the tests only: they prove the shell's window plays a game it
 * does not know, through {@link GameUi} alone.
 */
public final class NimUi implements GameUi<NimState, NimView, NimDecision, NimEvent> {
    public static final NimUi INSTANCE = new NimUi();

    private static final Map<String, Color> COLOURS = Map.of("red", new Color(200, 45, 45),
            "blue", new Color(45, 95, 200), "yellow", new Color(225, 185, 30), "green", new Color(45, 150, 70));

    private NimUi() {
    }

    @Override
    public GameDefinition<NimState, NimView, NimDecision, NimEvent> game() {
        return NimGame.INSTANCE;
    }

    @Override
    public NimTexts texts(Locale locale) {
        return NimTexts.of(locale);
    }

    /** One human against the two shipped personalities. */
    @Override
    public List<Seat> defaultSeats(Texts texts) {
        List<String> colours = game().seats().colours();
        return List.of(Seat.human(System.getProperty("user.name", texts.format("newgame.defaultName", 1)),
                        colours.get(0)),
                Seat.computer(texts.personality("balanced"), colours.get(1), "balanced"),
                Seat.computer(texts.personality("greedy"), colours.get(2), "greedy"));
    }

    @Override
    public Color colour(String colour) {
        return COLOURS.getOrDefault(colour, Color.GRAY);
    }

    @Override
    public Icon seatIcon(String colour, int size) {
        Color fill = colour(colour);
        return new Icon() {
            @Override
            public void paintIcon(Component c, Graphics graphics, int x, int y) {
                Graphics2D g = (Graphics2D) graphics.create();
                try {
                    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                    g.setColor(fill);
                    g.fillOval(x, y, size - 1, size - 1);
                    g.setColor(fill.darker());
                    g.drawOval(x, y, size - 1, size - 1);
                } finally {
                    g.dispose();
                }
            }

            @Override
            public int getIconWidth() {
                return size;
            }

            @Override
            public int getIconHeight() {
                return size;
            }
        };
    }

    @Override
    public Table<NimState, NimView, NimDecision, NimEvent> table(Texts texts, Settings settings,
                                                                  TableHost<NimDecision> host) {
        return new NimTable(texts, settings, host);
    }

    @Override
    public ReplayView<NimState, NimView, NimDecision, NimEvent> replayView(Texts texts, Settings settings) {
        return new NimReplayView(texts, settings);
    }

    @Override
    public List<String> logLines(List<NimEvent> events, List<Seat> seats, Texts texts) {
        return new NimWords(texts).lines(events, seats);
    }

    @Override
    public String describe(NimDecision decision, int seat, List<Seat> seats, Texts texts) {
        return new NimWords(texts).describe(decision, seat, seats);
    }

    /**
     * The balanced personality's decision (without noise) from the seat's view, or with a budget the
     * Expert's; the reason in words.
     */
    @Override
    public Suggestion<NimDecision> hint(NimState state, int seat, long seed, Budget budget, List<Seat> seats,
                                        Texts texts) {
        GameDefinition<NimState, NimView, NimDecision, NimEvent> game = game();
        NimView view = game.views().view(state, seat);
        boolean expert = budget != null;
        PlayerSpec spec = expert ? PlayerSpec.of("expert") : new PlayerSpec(game.ai().expertProfile(), Difficulty.HARD);
        NimDecision d = PlayerFactory.standard(game).create(spec, seed).decide(view, expert ? budget : Budget.NONE);
        NimWords words = new NimWords(texts);
        return new Suggestion<>(d, words.describe(d, seat, seats) + " \u2014 " + words.reason(d, view, expert));
    }

    @Override
    public JComponent finalScoring(GameSession<NimState, NimView, NimDecision, NimEvent> session, Texts texts) {
        return NimFinalScoring.of(session, texts);
    }
}
