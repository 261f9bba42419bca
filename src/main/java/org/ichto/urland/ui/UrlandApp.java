package org.ichto.urland.ui;

import org.ichto.core.Seat;
import org.ichto.urland.record.GameRecord;
import org.ichto.urland.record.RecordException;
import org.ichto.urland.session.GameSession;
import org.ichto.urland.session.SaveStore;
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

    private UrlandApp() {
    }

    /** Opens the window on the event thread; a file given opens that saved game. */
    public static void launch(Path file) {
        launch(file, Settings::user, SaveStore::standard, UrlandApp::firstGame, window -> { });
    }

    /**
     * Opens the window on the event thread as {@link #launch(Path)} does, with these settings and saves (made on the
     * event thread), starting {@code firstGame} when no file is given and no unfinished game is resumed. The window is
     * handed to {@code built} before it is shown (the window probe watches it from then on).
     */
    public static void launch(Path file, Supplier<Settings> settingsSource, Supplier<SaveStore> storeSource,
                              Function<Settings, GameSession> firstGame, Consumer<GameWindow> built) {
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
    static GameSession firstGame(Settings settings) {
        return GameSession.newGame(defaultSeats(Texts.of(settings.locale())), System.nanoTime());
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
                    .format(java.nio.file.Files.getLastModifiedTime(store.autosaveFile()).toInstant());
        } catch (java.io.IOException e) {
            return store.autosaveFile().getFileName().toString();
        }
    }

    /** Asks whether to resume an unfinished game, before anything can overwrite its autosave. */
    private static boolean offerResume(GameWindow window, SaveStore store) {
        Texts texts = window.texts();
        Optional<GameRecord> unfinished = store.unfinishedAutosave();
        if (unfinished.isEmpty()) {
            return false;
        }
        Object[] options = {texts.get("confirm.resume.yes"), texts.get("confirm.resume.no")};
        int answer = JOptionPane.showOptionDialog(window, texts.format("confirm.resume", savedAt(store, texts)),
                texts.get("confirm.title"), JOptionPane.YES_NO_OPTION,
                JOptionPane.QUESTION_MESSAGE, null, options, options[0]);
        if (answer == 0) {
            try {
                window.start(store.resume(unfinished.get()), null);
                return true;
            } catch (RecordException e) {
                LOG.warn("the unfinished game cannot be resumed: {}", e.getMessage());
            }
        }
        store.clearAutosave();
        return false;
    }
}
