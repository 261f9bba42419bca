package org.ichto.shell.ui.probe;

import org.ichto.shell.lab.Percentiles;

import java.awt.AWTEvent;
import java.awt.Component;
import java.awt.EventQueue;
import java.awt.Toolkit;
import java.awt.event.InvocationEvent;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * Watches the event thread in two ways. An event queue pushed in front of the system one times every event it
 * dispatches, and a watchdog thread posts a heartbeat every {@value #BEAT_MILLIS} ms and measures how long the
 * heartbeat waits before it runs: what a click would wait (less the probe's own work). When an event runs longer than
 * {@value #SAMPLE_AFTER_MILLIS} ms the watchdog looks at the event thread's stack every {@value #SAMPLE_EVERY_MILLIS}
 * ms, so the slowest events name the code they mostly were in. Garbage collections are counted per stretch too. The
 * probe's own work on the event thread (heartbeats, timed paints) runs through {@link #own(Runnable)} and is left out
 * of the figures. Figures are kept per stretch ({@link #begin}, {@link #end}).
 */
public final class EventThreadMonitor implements AutoCloseable {
    static final int BEAT_MILLIS = 10;
    /**
     * A look at another thread's stack stops every thread of the program for a moment (a safepoint, in Java 17): at one
     * look every 4 ms from the 8th ms on, a probe took a thousand of them, and its longest waits came out longer with
     * them than without (docs/benchmarks.md). Only events long enough to matter are looked at, and less often.
     */
    static final int SAMPLE_AFTER_MILLIS = 20;
    static final int SAMPLE_EVERY_MILLIS = 10;
    /** Events at least this long are counted by kind for the list of the slowest. */
    private static final long NOTED_NANOS = TimeUnit.MILLISECONDS.toNanos(1);
    private static final int SLOWEST = 6;
    /** Heartbeat waits at least this long are explained (which events ran meanwhile). */
    private static final long DETAIL_NANOS = TimeUnit.MILLISECONDS.toNanos(5);

    /** One kind of event among the slowest: what it was, where the code was, how often and how long. */
    public record SlowEvent(String what, String where, int count, double maxMillis, double totalMillis) {
    }

    /**
     * What the event thread did during one stretch: how many events, their dispatch times, how long the heartbeats
     * waited, the slowest kinds of event, the garbage collections (count and milliseconds) and the longest time the
     * watchdog itself waited for a processor beyond its 1 ms nap (when that is long, the machine was busy with other
     * work, and the event thread waited for a processor too), and what the event thread did during the longest wait.
     */
    public record Figures(String name, double seconds, int events, Summary dispatch, Summary waits,
                          List<SlowEvent> slowest, long gcCount, double gcMillis, double starvedMillis,
                          String longestWait, double busyMillis) {
        /** The share of the stretch the event thread spent on the game's events, in percent. */
        public double busyPercent() {
            return seconds > 0 ? busyMillis / (seconds * 10) : Double.NaN;
        }

        /** The longest time the event thread did not answer: the longest event or heartbeat wait. */
        public double longestBlockMillis() {
            return Math.max(dispatch.max(), waits.max());
        }
    }

    private final TimingQueue queue = new TimingQueue();
    private final Thread watchdog;
    private volatile boolean running = true;
    private volatile Stretch stretch;

    // Written by the event thread, read by the watchdog.
    private volatile Thread eventThread;
    private volatile long dispatchStart;
    private volatile long dispatchSeq;
    // Written by the watchdog, read by the event thread at the end of the event (under the lock).
    private final Object sampleLock = new Object();
    private long sampledSeq = -1;
    private long lastSample;
    private final Map<String, Integer> sampleCounts = new HashMap<>();
    private final Map<String, String> sampleFull = new HashMap<>();
    // Own work running now, and the latest events with their start and length (event thread only).
    private boolean ownRunning;
    private static final int RECENT = 128;
    private final AWTEvent[] recentEvents = new AWTEvent[RECENT];
    private final long[] recentStart = new long[RECENT];
    private final long[] recentTook = new long[RECENT];
    private final boolean[] recentOwn = new boolean[RECENT];
    private int recentNext;

    private EventThreadMonitor(String firstStretch) {
        // The first stretch counts from the start of the process: its collections are all there were, and asking the
        // management beans for them would start JMX in the middle of the start being measured.
        stretch = new Stretch(firstStretch, new long[] {0, 0});
        watchdog = new Thread(this::watch, "event-thread-watchdog");
        watchdog.setDaemon(true);
    }

    /**
     * Pushes the timing queue onto the system event queue and starts the watchdog, in a stretch of this name: the
     * program's start, whose garbage collections are counted from the start of the process.
     */
    public static EventThreadMonitor install(String firstStretch) {
        EventThreadMonitor m = new EventThreadMonitor(firstStretch);
        Toolkit.getDefaultToolkit().getSystemEventQueue().push(m.queue);
        m.watchdog.start();
        return m;
    }

    /** Wraps the probe's own work so that it is not counted as the game's. */
    public Runnable own(Runnable r) {
        return () -> {
            ownRunning = true;
            r.run();
        };
    }

    /** Ends the stretch in progress and starts another; returns the figures of the one ended. */
    public Figures begin(String name) {
        Stretch old = stretch;
        stretch = new Stretch(name, gc());
        return old.figures();
    }

    /** The figures of the stretch in progress so far (it goes on). */
    public Figures end() {
        return stretch.figures();
    }

    @Override
    public void close() {
        running = false;
        watchdog.interrupt();
        queue.remove();
    }

    // ------------------------------------------------------------------ the watchdog

    private void watch() {
        AtomicBoolean beatDone = new AtomicBoolean(true);
        long nextBeat = System.nanoTime();
        long nap = TimeUnit.MILLISECONDS.toNanos(1);
        while (running) {
            long before = System.nanoTime();
            LockSupport.parkNanos(nap);
            long now = System.nanoTime();
            stretch.overslept(now - before - nap);
            sample(now);
            if (now >= nextBeat && beatDone.compareAndSet(true, false)) {
                Stretch s = stretch;
                EventQueue.invokeLater(own(() -> {
                    // The probe's own work is no wait for the game: it is taken out.
                    long waited = System.nanoTime() - now - ownSince(now);
                    boolean longest = waited > s.longestWait() && waited > DETAIL_NANOS;
                    s.beat(waited, longest ? () -> waitedFor(now, waited) : null);
                    beatDone.set(true);
                }));
                nextBeat = now + TimeUnit.MILLISECONDS.toNanos(BEAT_MILLIS);
            }
        }
    }

    /** Nanoseconds of the probe's own events since {@code posted} (on the event thread only). */
    private long ownSince(long posted) {
        long own = 0;
        for (int i = 0; i < RECENT; i++) {
            if (recentEvents[i] != null && recentOwn[i] && recentStart[i] + recentTook[i] > posted) {
                own += recentTook[i] - Math.max(0, posted - recentStart[i]);
            }
        }
        return own;
    }

    /**
     * What the event thread did while a heartbeat posted at {@code posted} waited {@code waited} ns (the probe's own
     * work left out): the events it dispatched (the longest named) and the time it dispatched none (on the event thread
     * only).
     */
    private String waitedFor(long posted, long waited) {
        List<long[]> found = new ArrayList<>();
        long busy = 0;
        for (int i = 0; i < RECENT; i++) {
            if (recentEvents[i] != null && !recentOwn[i] && recentStart[i] + recentTook[i] > posted) {
                long part = recentTook[i] - Math.max(0, posted - recentStart[i]);
                busy += part;
                found.add(new long[] {part, i});
            }
        }
        found.sort((a, b) -> Long.compare(b[0], a[0]));
        StringBuilder b = new StringBuilder();
        b.append(found.size()).append(" events ").append(ms(busy)).append(" ms");
        for (int k = 0; k < Math.min(3, found.size()); k++) {
            b.append(k == 0 ? ": " : ", ").append(ms(found.get(k)[0])).append(" ms ")
                    .append(describe(recentEvents[(int) found.get(k)[1]]));
        }
        return b.append("; no event ").append(ms(Math.max(0, waited - busy))).append(" ms").toString();
    }

    private static String ms(long nanos) {
        long tenths = Math.round(nanos / 1e5);
        return tenths / 10 + "." + tenths % 10;
    }

    private void sample(long now) {
        long start = dispatchStart;
        long seq = dispatchSeq;
        Thread t = eventThread;
        if (start == 0 || t == null || now - start < TimeUnit.MILLISECONDS.toNanos(SAMPLE_AFTER_MILLIS)) {
            return;
        }
        synchronized (sampleLock) {
            if (sampledSeq == seq && now - lastSample < TimeUnit.MILLISECONDS.toNanos(SAMPLE_EVERY_MILLIS)) {
                return;
            }
        }
        String where = where(t.getStackTrace());
        if (dispatchSeq != seq || dispatchStart != start) {
            return; // the event ended meanwhile: the stack is another's
        }
        synchronized (sampleLock) {
            if (sampledSeq != seq) {
                sampleCounts.clear();
                sampleFull.clear();
                sampledSeq = seq;
            }
            lastSample = now;
            String key = ownPart(where);
            sampleCounts.merge(key, 1, Integer::sum);
            sampleFull.putIfAbsent(key, where);
        }
    }

    /** Where the event of this number mostly was, over the samples taken during it; null when none was taken. */
    private String sampled(long seq) {
        synchronized (sampleLock) {
            if (sampledSeq != seq || sampleCounts.isEmpty()) {
                return null;
            }
            int total = sampleCounts.values().stream().mapToInt(Integer::intValue).sum();
            Map.Entry<String, Integer> most = sampleCounts.entrySet().stream()
                    .max(Map.Entry.comparingByValue()).orElseThrow();
            String where = sampleFull.get(most.getKey());
            return total == 1 ? where : where + " [" + most.getValue() + " of " + total + " samples]";
        }
    }

    /** The game's own frame of a {@link #where} text, without the innermost frame. */
    static String ownPart(String where) {
        int in = where.indexOf(" (in ");
        return in < 0 ? where : where.substring(0, in);
    }

    /**
     * Where the event thread is: the innermost frame of the game's own code (not the probe's) and, when it differs,
     * the innermost frame of all.
     */
    static String where(StackTraceElement[] stack) {
        StackTraceElement top = stack.length > 0 ? stack[0] : null;
        for (StackTraceElement f : stack) {
            String c = f.getClassName();
            if (c.startsWith("org.ichto.") && !c.startsWith(EventThreadMonitor.class.getPackageName() + ".")) {
                String own = frame(f);
                return f == top ? own : own + " (in " + frame(top) + ")";
            }
        }
        return top == null ? "" : "in " + frame(top);
    }

    private static String frame(StackTraceElement f) {
        String c = f.getClassName();
        String shortName = c.substring(c.lastIndexOf('.') + 1);
        return shortName + "." + f.getMethodName() + (f.getLineNumber() > 0 ? ":" + f.getLineNumber() : "");
    }

    // ------------------------------------------------------------------ naming events

    /** A short name for an event: the runnable of an invocation, or the event's kind and source. */
    static String describe(AWTEvent e) {
        if (e instanceof InvocationEvent) {
            return runnable(e.paramString());
        }
        String p = e.paramString();
        String id = p.split("[, (]", 2)[0];
        Object src = e.getSource();
        String source = src == null ? "" : " on " + src.getClass().getSimpleName();
        if (src instanceof Component c && c.getName() != null && !c.getName().isBlank()) {
            source += " \"" + c.getName() + "\"";
        }
        return e.getClass().getSimpleName() + " " + id + source;
    }

    /** The runnable of an invocation event's {@code paramString()}, without identity hashes and lambda addresses. */
    static String runnable(String paramString) {
        int i = paramString.indexOf("runnable=");
        if (i < 0) {
            return paramString;
        }
        int end = paramString.indexOf(",notifier=", i);
        String r = paramString.substring(i + "runnable=".length(), end < 0 ? paramString.length() : end);
        int slash = r.indexOf("/0x");
        if (slash >= 0) {
            r = r.substring(0, slash);
        }
        int at = r.lastIndexOf('@');
        if (at >= 0 && r.substring(at + 1).matches("[0-9a-f]+")) {
            r = r.substring(0, at);
        }
        return r;
    }

    // ------------------------------------------------------------------ the timing queue

    private final class TimingQueue extends EventQueue {
        private int depth;
        private boolean nested;

        @Override
        protected void dispatchEvent(AWTEvent event) {
            if (depth > 0) {
                nested = true; // a modal loop: the outer event waits without blocking the thread
                super.dispatchEvent(event);
                return;
            }
            eventThread = Thread.currentThread();
            long seq = dispatchSeq + 1;
            dispatchSeq = seq;
            long start = System.nanoTime();
            dispatchStart = start;
            depth++;
            try {
                super.dispatchEvent(event);
            } finally {
                depth--;
                long took = System.nanoTime() - start;
                dispatchStart = 0;
                boolean own = ownRunning;
                ownRunning = false;
                recentEvents[recentNext] = event;
                recentStart[recentNext] = start;
                recentTook[recentNext] = took;
                recentOwn[recentNext] = own;
                recentNext = (recentNext + 1) % RECENT;
                if (!own && !nested) {
                    String where = took >= TimeUnit.MILLISECONDS.toNanos(SAMPLE_AFTER_MILLIS) ? sampled(seq) : null;
                    stretch.event(event, took, where);
                }
                nested = false;
            }
        }

        void remove() {
            try {
                pop();
            } catch (RuntimeException e) {
                // Another queue was pushed on top: leave ours in place.
            }
        }
    }

    // ------------------------------------------------------------------ figures

    private static final class Kind {
        int count;
        long max;
        long total;
        String where = "";
    }

    /** Garbage collections so far and their milliseconds, over all collectors. */
    private static long[] gc() {
        long count = 0;
        long millis = 0;
        for (GarbageCollectorMXBean b : ManagementFactory.getGarbageCollectorMXBeans()) {
            count += Math.max(0, b.getCollectionCount());
            millis += Math.max(0, b.getCollectionTime());
        }
        return new long[] {count, millis};
    }

    private static final class Stretch {
        private final String name;
        private final long started = System.nanoTime();
        private final long[] gcStart;
        private final Percentiles dispatch = new Percentiles();
        private final Percentiles waits = new Percentiles();
        private final Map<String, Kind> kinds = new HashMap<>();
        private volatile long overslept;
        private long longestWait;
        private String longestWaitDetail = "";
        /** Nanoseconds of all the game's events: a steadier measure of the window's work than the longest wait. */
        private long busy;

        Stretch(String name, long[] gcStart) {
            this.name = name;
            this.gcStart = gcStart;
        }

        synchronized void event(AWTEvent e, long nanos, String where) {
            dispatch.add(nanos);
            busy += nanos;
            if (nanos < NOTED_NANOS) {
                return;
            }
            Kind k = kinds.computeIfAbsent(describe(e), x -> new Kind());
            k.count++;
            k.total += nanos;
            if (nanos > k.max) {
                k.max = nanos;
                if (where != null) {
                    k.where = where;
                }
            } else if (k.where.isEmpty() && where != null) {
                k.where = where;
            }
        }

        void overslept(long nanos) {
            if (nanos > overslept) {
                overslept = nanos; // only the watchdog writes
            }
        }

        void beat(long waited, Supplier<String> detail) {
            String d = detail == null ? null : detail.get();
            synchronized (this) {
                waits.add(waited);
                if (d != null && waited > longestWait) {
                    longestWait = waited;
                    longestWaitDetail = d;
                }
            }
        }

        synchronized long longestWait() {
            return longestWait;
        }

        synchronized Figures figures() {
            List<SlowEvent> slow = new ArrayList<>();
            kinds.forEach((what, k) -> slow.add(new SlowEvent(what, k.where, k.count, k.max / 1e6, k.total / 1e6)));
            slow.sort(Comparator.comparingDouble(SlowEvent::maxMillis).reversed());
            long[] gcNow = gc();
            return new Figures(name, (System.nanoTime() - started) / 1e9, dispatch.count(), Summary.of(dispatch),
                    Summary.of(waits), List.copyOf(slow.subList(0, Math.min(SLOWEST, slow.size()))),
                    gcNow[0] - gcStart[0], gcNow[1] - gcStart[1], overslept / 1e6, longestWaitDetail, busy / 1e6);
        }
    }
}
