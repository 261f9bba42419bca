package org.ichto.shell.ui;

import org.ichto.shell.game.Budget;
import org.ichto.shell.game.GameDefinition;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.ui.text.Texts;

import javax.swing.Icon;
import javax.swing.JComponent;
import java.awt.Color;
import java.util.List;
import java.util.Locale;

/**
 * A game's parts of the window: its texts, its play area (board and panels), how its events and
 * decisions read, its hints and its final scoring. The shell's window (frame, menus, dialogs, log,
 * replays, hot seat, end of game) does the rest and names no game.
 *
 * @param <S> the game's state
 * @param <V> a seat's view
 * @param <D> a decision
 * @param <E> an event
 */
public interface GameUi<S, V, D, E> {

    GameDefinition<S, V, D, E> game();

    /** The shell's texts and the game's, in a language. */
    Texts texts(Locale locale);

    /** The seats a first start offers: one human against computer personalities. */
    List<Seat> defaultSeats(Texts texts);

    /** Gets the game's data and drawing ready; called beside the event thread while the window is built. */
    default void preload() {
    }

    /** A seat colour of the game as painted. */
    Color colour(String colour);

    /** A small icon of a seat colour (with its shape, where the game gives colours shapes). */
    Icon seatIcon(String colour, int size);

    /** The play area of a window: it shows a session and turns the viewer's clicks into decisions. */
    Table<S, V, D, E> table(Texts texts, Settings settings, TableHost<D> host);

    /** The replay viewer's picture of a position. */
    ReplayView<S, V, D, E> replayView(Texts texts, Settings settings);

    /** The log lines of one decision's events, in order (none for events the log does not show). */
    List<String> logLines(List<E> events, List<Seat> seats, Texts texts);

    /**
     * Whether the event is a scoring (the window can stop the computers there, so the player sees it before
     * play goes on). None by default.
     */
    default boolean isScoring(E event) {
        return false;
    }

    /** A decision in words: "Anna lands in area 7". */
    String describe(D decision, int seat, List<Seat> seats, Texts texts);

    /**
     * A suggestion for the seat to act from its view alone, with the reason in words. Quick with a null
     * budget; with a budget the search player thinks that long. Called off the event thread.
     */
    Suggestion<D> hint(S state, int seat, long seed, Budget budget, List<Seat> seats, Texts texts);

    /** The end of the game beyond the winner and the chart: the final scoring, seat by seat. */
    JComponent finalScoring(GameSession<S, V, D, E> session, Texts texts);

    /**
     * The game's help for a new player in the texts' language: the welcome's lines and the rules reference,
     * its pictures drawn for a dark or light window. A game without help gives {@link GameHelp#NONE}.
     */
    default GameHelp help(Texts texts, boolean dark) {
        return GameHelp.NONE;
    }

    /**
     * The game's tutorial: its first lesson's script as a class path resource (read by
     * {@link org.ichto.shell.tutorial.Lessons}; its words are keys of the game's texts), or null when the game
     * has none.
     */
    default java.net.URL tutorial() {
        return null;
    }

    /** A line drawn across the score chart (the goal of the scoring track), or 0 for none. */
    default int chartGoal(S end) {
        return 0;
    }

    /**
     * A suggested decision and why.
     *
     * @param decision legal for the seat now
     * @param text     the decision and its reason, in words
     */
    record Suggestion<D>(D decision, String text) {
    }
}
