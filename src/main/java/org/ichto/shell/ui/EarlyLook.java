package org.ichto.shell.ui;

import javax.swing.SwingUtilities;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * The look set up at the very start of a launch that opens the window, while the main thread is still starting
 * the log and reading the command line: the settings are read on a thread of their own, then the look is set up on
 * the event thread, which would otherwise sit idle until the window is built. {@link ShellApp#launch} takes the
 * settings from here and sets the look up only when nothing was begun.
 */
public final class EarlyLook {
    /** The settings being read, then handed to the event thread; null when no early start is pending. */
    private static CompletableFuture<Settings> pending;
    /** The settings the look was last set up with by an early start (event thread only). */
    private static Settings installedWith;

    private EarlyLook() {
    }

    /** Starts reading the settings and setting up the look they ask for; call once, before the window launches. */
    public static synchronized void begin(Supplier<Settings> source) {
        CompletableFuture<Settings> read = new CompletableFuture<>();
        pending = read;
        Thread t = new Thread(() -> {
            try {
                Settings settings = source.get();
                read.complete(settings);
                SwingUtilities.invokeLater(() -> installFor(settings));
            } catch (RuntimeException e) {
                read.completeExceptionally(e);
            }
        }, "look");
        t.setDaemon(true);
        t.start();
    }

    /**
     * The settings of this launch with the look set up for them (call on the event thread): those of an early start
     * when one was begun (waiting for them if need be), else read from {@code source} now.
     */
    static Settings settings(Supplier<Settings> source) {
        CompletableFuture<Settings> read = take();
        Settings settings = read != null ? read.join() : source.get();
        installFor(settings);
        return settings;
    }

    private static synchronized CompletableFuture<Settings> take() {
        CompletableFuture<Settings> read = pending;
        pending = null;
        return read;
    }

    /** Sets the look up for these settings unless it already is: the early start's set-up may run first or not. */
    private static void installFor(Settings settings) {
        if (installedWith != settings) {
            installedWith = settings;
            Looks.install(settings.dark(), Looks.zoomFor(settings));
        }
    }
}
