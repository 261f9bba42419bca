package org.ichto.shell.ui;

import org.ichto.shell.session.GameSession;

import java.util.List;
import java.util.function.IntPredicate;
import java.util.function.Supplier;

/**
 * A table's summaries as last gathered. Gathering them reads and words the whole log; most decisions change none of
 * them, so they are gathered anew only after a decision that may change them, after a decision was taken back, or for
 * another session. Event thread only.
 */
public final class SummariesCache {
    private List<NewsCard.Entry> entries;
    private GameSession<?, ?, ?, ?> session;
    private int decisions;

    /**
     * The summaries of {@code s}: those kept, unless a decision since the last time {@code changes} them (by its index
     * in the session), when {@code gather} gathers them anew.
     */
    public List<NewsCard.Entry> get(GameSession<?, ?, ?, ?> s, IntPredicate changes,
                                    Supplier<List<NewsCard.Entry>> gather) {
        int size = s.size();
        boolean stale = entries == null || session != s || size < decisions;
        for (int d = decisions; d < size && !stale; d++) {
            stale = changes.test(d);
        }
        decisions = size;
        session = s;
        if (stale) {
            entries = gather.get();
        }
        return entries;
    }

    /** The next {@link #get} gathers anew (a table started again for another game). */
    public void forget() {
        entries = null;
        session = null;
        decisions = 0;
    }
}
