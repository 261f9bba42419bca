package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;

/**
 * A uniformly random legal decision, drawn as {@code Rules.legal(s).sample(rng)} draws it (the same
 * numbers taken from the generator, the same decision chosen) but through {@link ListedDecisions},
 * so that only the drawn decision is built.
 */
final class RandomDecision {
    private RandomDecision() {
    }

    /** Each thread's listing, refilled from draw to draw so that drawing allocates only the decision. */
    private static final ThreadLocal<ListedDecisions> LISTED = ThreadLocal.withInitial(ListedDecisions::new);

    /** Null when the actor has no decision (the game is over). */
    static Decision draw(GameState s, SeededRandom rng) {
        ListedDecisions listed = LISTED.get().fill(s);
        int open = Listing.hasOpen(s) ? 1 : 0;
        if (listed.size() + open == 0) {
            return null;
        }
        int k = rng.nextInt(listed.size() + open);
        return k < listed.size() ? listed.get(k) : Listing.open(s).sample(rng);
    }
}
