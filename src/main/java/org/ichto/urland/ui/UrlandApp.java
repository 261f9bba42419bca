package org.ichto.urland.ui;

import org.ichto.urland.rules.GameEvent;

import org.ichto.urland.rules.Decision;

import org.ichto.urland.view.SeatView;

import org.ichto.urland.rules.GameState;

import org.ichto.shell.game.Seat;
import org.ichto.shell.record.GameRecord;
import org.ichto.shell.game.RecordException;
import org.ichto.shell.session.GameSession;
import org.ichto.shell.session.SaveStore;
import org.ichto.urland.ui.text.Texts;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/** Starts the desktop game: the look, the window, and the offer to resume an unfinished game. */
public final class UrlandApp {
    private static final Logger LOG = LoggerFactory.getLogger(UrlandApp.class);

    /** The games this window opens files of. */
    public static final org.ichto.shell.game.GameRegistry GAMES =
            new org.ichto.shell.game.GameRegistry(List.of(org.ichto.urland.UrlandGame.INSTANCE));

    private UrlandApp() {
    }

    /** Opens the window on the event thread; a file given opens that saved game. */
    public static void launch(Path file) {
        launch(file, Settings::user, () -> SaveStore.standard(GAMES), UrlandApp::firstGame, window -> { });
    }

    /**
     * Opens the window on the event thread as {@link #launch(Path)} does, with these settings and saves (made on the
     * event thread), starting {@code firstGame} when no file is given and no unfinished game is resumed. The window is
     * handed to {@code built} before it is shown (the window probe watches it from then on).
     */
    public static void launch(Path file, Supplier<Settings> settingsSource, Supplier<SaveStore> storeSource,
                              Function<Settings, GameSession<GameState, SeatView, Decision, GameEvent>> firstGame, Consumer<GameWindow> built) {
        Preload.start(); // the board and its drawing get ready beside the event thread building the window
        SwingUtilities.invokeLater(() -> {
            Settings settings = settingsSource.get();
            Looks.install(settings.dark());
            SaveStore store = storeSource.get();
            GameWindow window = new GameWindow(settings, store);
            window.setIconImages(AppIcon.windowImages());
            built.accept(window);
            window.pack();
            window.setLocationRelativeTo(null);
            window.setVisible(true);
            if (file != null) {
                window.open(file);
            }
            if (window.session() == null && !offerResume(window, store)) {
                window.start(firstGame.apply(settings), null);
            }
        });
    }

    /** One human against three personalities, from a fresh seed. */
    static GameSession<GameState, SeatView, Decision, GameEvent> firstGame(Settings settings) {
        return UrlandSessions.newGame(defaultSeats(Texts.of(settings.locale())), System.nanoTime());
    }

    /** One human against three personalities: the game a first start offers. */
    static List<Seat> defaultSeats(Texts texts) {
        return List.of(Seat.human(System.getProperty("user.name", texts.format("newgame.defaultName", 1)), "red"),
                Seat.computer(texts.personality("balanced"), "blue", "balanced"),
                Seat.computer(texts.personality("predator"), "yellow", "predator"),
                Seat.computer(texts.personality("land-grabber"), "green", "land-grabber"));
    }

    /** When the autosave was written, in the player's language. */
    private static String savedAt(SaveStore store, Texts texts) {
        try {
            return java.time.format.DateTimeFormatter.ofLocalizedDateTime(java.time.format.FormatStyle.MEDIUM)
                    .withLocale(texts.locale()).withZone(java.time.ZoneId.systemDefault())
                    .format(java.nio.file.Files.getLastModifiedTime(store.autosaveFile(org.ichto.urland.UrlandGame.INSTANCE)).toInstant());
        } catch (java.io.IOException e) {
            return store.autosaveFile(org.ichto.urland.UrlandGame.INSTANCE).getFileName().toString();
        }
    }

    /** Asks whether to resume an unfinished game, before anything can overwrite its autosave. */
    private static boolean offerResume(GameWindow window, SaveStore store) {
        Texts texts = window.texts();
        Optional<org.ichto.shell.record.AnyRecord<?, ?, ?, ?>> unfinished =
                store.unfinishedAutosave(org.ichto.urland.UrlandGame.INSTANCE);
        if (unfinished.isEmpty()) {
            return false;
        }
        Object[] options = {texts.get("confirm.resume.yes"), texts.get("confirm.resume.no")};
        int answer = JOptionPane.showOptionDialog(window, texts.format("confirm.resume", savedAt(store, texts)),
                texts.get("confirm.title"), JOptionPane.YES_NO_OPTION,
                JOptionPane.QUESTION_MESSAGE, null, options, options[0]);
        if (answer == 0) {
            try {
                window.start(UrlandSessions.urland(store.resume(unfinished.get())), null);
                return true;
            } catch (RecordException e) {
                LOG.warn("the unfinished game cannot be resumed: {}", e.getMessage());
            }
        }
        store.clearAutosave(org.ichto.urland.UrlandGame.INSTANCE);
        return false;
    }
}
