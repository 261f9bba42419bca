package org.ichto.shell.ui;

import org.ichto.shell.game.RecordException;
import org.ichto.shell.game.Seat;
import org.ichto.shell.record.AnyRecord;
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
import java.util.Optional;
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
        // The games' data and drawing get ready beside the event thread building the window.
        Thread preload = new Thread(() -> games.forEach(GameUi::preload), "preload");
        preload.setDaemon(true);
        preload.start();
        SwingUtilities.invokeLater(() -> {
            Settings settings = settingsSource.get();
            Looks.install(settings.dark());
            SaveStore store = storeSource.get();
            ShellWindow window = new ShellWindow(games, settings, store);
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
            for (String notice : store.takeNotices()) {
                window.notice(notice);
            }
        });
    }

    /** The first game's default table: one human against its computer personalities, from a fresh seed. */
    public static GameSession<?, ?, ?, ?> firstGame(GameUi<?, ?, ?, ?> ui, Settings settings) {
        return newGame(ui, ui.defaultSeats(ui.texts(settings.locale())), System.nanoTime());
    }

    private static <S, V, D, E> GameSession<S, V, D, E> newGame(GameUi<S, V, D, E> ui, List<Seat> seats, long seed) {
        return GameSession.newGame(ui.game(), seats, seed, Opponents.standard().factory(ui.game()));
    }

    /** When the autosave was written, in the player's language. */
    private static String savedAt(Path file, Texts texts) {
        try {
            return java.time.format.DateTimeFormatter.ofLocalizedDateTime(java.time.format.FormatStyle.MEDIUM)
                    .withLocale(texts.locale()).withZone(java.time.ZoneId.systemDefault())
                    .format(java.nio.file.Files.getLastModifiedTime(file).toInstant());
        } catch (java.io.IOException e) {
            return file.getFileName().toString();
        }
    }

    /** Asks whether to resume an unfinished game (of any game), before anything can overwrite its autosave. */
    private static boolean offerResume(ShellWindow window, SaveStore store) {
        for (GameUi<?, ?, ?, ?> ui : window.games()) {
            Optional<AnyRecord<?, ?, ?, ?>> unfinished = store.unfinishedAutosave(ui.game());
            if (unfinished.isEmpty()) {
                continue;
            }
            Texts texts = ui.texts(window.texts().locale());
            Object[] options = {texts.get("confirm.resume.yes"), texts.get("confirm.resume.no")};
            int answer = JOptionPane.showOptionDialog(window,
                    texts.format("confirm.resume", savedAt(store.autosaveFile(ui.game()), texts)),
                    texts.get("confirm.title"), JOptionPane.YES_NO_OPTION, JOptionPane.QUESTION_MESSAGE, null,
                    options, options[0]);
            if (answer == 0) {
                try {
                    window.start(store.resume(unfinished.get()), null);
                    return true;
                } catch (RecordException e) {
                    LOG.warn("the unfinished game cannot be resumed: {}", e.getMessage());
                }
            }
            store.clearAutosave(ui.game());
        }
        return false;
    }
}
