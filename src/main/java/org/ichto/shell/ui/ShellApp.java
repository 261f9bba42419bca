package org.ichto.shell.ui;

import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.Opponents;
import org.ichto.shell.session.SaveStore;
import org.ichto.shell.ui.text.Texts;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/** Starts the desktop window: the look, the window, and the offer to resume an unfinished game. */
public final class ShellApp {
    private static final Logger LOG = LoggerFactory.getLogger(ShellApp.class);

    private ShellApp() {
    }

    /**
     * Opens the window on the event thread with these settings and saves (made on the event thread), opening
     * the file if one is given, else offering to resume an unfinished game, else starting {@code firstGame}.
     * The window is handed to {@code built} before it is shown (the window probe watches it from then on).
     */
    public static void launch(List<? extends GameUi<?, ?, ?, ?>> games, Path file, Supplier<Settings> settingsSource,
                              Supplier<SaveStore> storeSource,
                              Function<Settings, GameSession<?, ?, ?, ?>> firstGame, Consumer<ShellWindow> built) {
        // The first game's data and drawing get ready beside the event thread building the window; the other games'
        // once the window has painted, when they no longer take a processor from its start.
        preload(games.subList(0, 1));
        SwingUtilities.invokeLater(() -> {
            // The look, with the text size, before the first component is built (set up already if begun early).
            Settings settings = EarlyLook.settings(settingsSource);
            SaveStore store = storeSource.get();
            ShellWindow window = new ShellWindow(games, settings, store);
            built.accept(window);
            // Where it was last time, if still on a screen; else fitted to the usable screen.
            WindowPlace.apply(window, settings);
            // Read once for both questions: each autosave is read and played out to know its game is unfinished.
            List<Waiting> waiting = file == null ? waiting(window, store) : List.of();
            boolean startsFresh = file == null && waiting.isEmpty();
            if (startsFresh) {
                // The game before the window shows: one layout, and a first paint that shows the game.
                window.start(firstGame.apply(settings), null);
            }
            window.setVisible(true);
            window.afterFirstPaint(() -> StartupWarmUp.start(window::setIconImages));
            window.afterFirstPaint(() -> preload(games.subList(1, games.size())));
            window.afterFirstPaint(window::prepareEndDialog);
            window.showSkippedProfiles(store.directory());
            if (startsFresh) {
                welcomeIfWanted(window, settings);
            } else if (file != null) {
                // Read off the event thread; then the game plays, or the player was told why not.
                window.open(file).thenAccept(opened -> {
                    if (opened) {
                        keepUnfinished(window, store);
                    } else if (window.session() == null && !offerResume(window, store, waiting(window, store))) {
                        window.start(firstGame.apply(settings), null);
                    }
                });
            } else {
                if (!offerResume(window, store, waiting)) {
                    window.start(firstGame.apply(settings), null);
                }
                welcomeIfWanted(window, settings);
            }
        });
    }

    /** A new player is welcomed at the first start, and at every start until they untick it. */
    private static void welcomeIfWanted(ShellWindow window, Settings settings) {
        if (settings.showWelcome()) {
            window.welcome();
        }
    }

    /** An unfinished game waiting in the autosaves, with the window part of its game. */
    private record Waiting(GameUi<?, ?, ?, ?> ui, SaveStore.Unfinished unfinished) {
    }

    /** The unfinished games of the window's games waiting in the autosaves, game by game, to be offered. */
    private static List<Waiting> waiting(ShellWindow window, SaveStore store) {
        List<Waiting> out = new java.util.ArrayList<>();
        for (GameUi<?, ?, ?, ?> ui : window.games()) {
            for (SaveStore.Unfinished u : store.unfinishedAutosaves(ui.game())) {
                out.add(new Waiting(ui, u));
            }
        }
        return out;
    }

    /** Has these games' data and drawing made ready, one after another, on a thread beside the event thread. */
    private static void preload(List<? extends GameUi<?, ?, ?, ?>> games) {
        if (games.isEmpty()) {
            return;
        }
        Thread preload = new Thread(() -> games.forEach(GameUi::preload), "preload");
        preload.setDaemon(true);
        preload.start();
    }

    /** The first game's default table: one human against its computer personalities, from a fresh seed. */
    public static GameSession<?, ?, ?, ?> firstGame(GameUi<?, ?, ?, ?> ui, Settings settings) {
        return newGame(ui, ui.defaultSeats(ui.texts(settings.locale())), System.nanoTime());
    }

    private static <S, V, D, E> GameSession<S, V, D, E> newGame(GameUi<S, V, D, E> ui, List<Seat> seats, long seed) {
        return GameSession.newGame(ui.game(), seats, seed, Opponents.standard().factory(ui.game()));
    }

    /** When an autosave was written, in the player's language. */
    private static String savedAt(java.time.Instant when, Texts texts) {
        return java.time.format.DateTimeFormatter.ofLocalizedDateTime(java.time.format.FormatStyle.MEDIUM)
                .withLocale(texts.locale()).withZone(java.time.ZoneId.systemDefault()).format(when);
    }

    /**
     * Asks whether to resume an unfinished game (of any game, newest first), before anything can overwrite its
     * autosave. One declined is given up; one taken plays, and any others stay for the next start.
     */
    private static boolean offerResume(ShellWindow window, SaveStore store, List<Waiting> waiting) {
        for (Waiting w : waiting) {
            SaveStore.Unfinished unfinished = w.unfinished();
            Texts texts = w.ui().texts(window.texts().locale());
            Object[] options = {texts.get("confirm.resume.yes"), texts.get("confirm.resume.no")};
            int answer = JOptionPane.showOptionDialog(window,
                    texts.format("confirm.resume", savedAt(unfinished.savedAt(), texts)),
                    texts.get("confirm.title"), JOptionPane.YES_NO_OPTION, JOptionPane.QUESTION_MESSAGE, null,
                    options, options[0]);
            if (answer == 0) {
                try {
                    window.start(store.resume(unfinished), null);
                    return true;
                } catch (RecordException e) {
                    LOG.warn("the unfinished game cannot be resumed: {}", e.getMessage());
                    continue;
                }
            }
            store.discard(unfinished);
        }
        return false;
    }

    /**
     * A file opened at the start plays in an autosave of its own: an unfinished game found in the autosaves
     * is kept, not replaced, and the player is told it is offered again at the next start.
     */
    private static void keepUnfinished(ShellWindow window, SaveStore store) {
        for (GameUi<?, ?, ?, ?> ui : window.games()) {
            java.util.Optional<Path> own = store.heldAutosave(ui.game());
            store.unfinishedAutosaves(ui.game()).stream()
                    .filter(u -> own.isEmpty() || !own.get().equals(u.file()))
                    .findFirst()
                    .ifPresent(u -> window.noticeKept(ui.game().id(), u.file(),
                            savedAt(u.savedAt(), ui.texts(window.texts().locale()))));
        }
    }
}
