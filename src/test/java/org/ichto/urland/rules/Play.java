package org.ichto.urland.rules;

import java.util.ArrayList;
import java.util.List;

/** Drives a position with {@link Rules#apply}, keeping every event, and checks the colours after each step. */
final class Play {
    private GameState state;
    private final List<GameEvent> events = new ArrayList<>();

    Play(GameState start) {
        this.state = start;
    }

    static Play from(Fixture f) {
        return new Play(f.build());
    }

    GameState state() {
        return state;
    }

    Play apply(Decision... decisions) {
        for (Decision d : decisions) {
            state = Rules.apply(state, d, events::add);
            Fixture.checkColours(state);
        }
        return this;
    }

    /** Every seat bids, in the order the engine asks; amounts per seat. */
    Play bids(int... perSeat) {
        while (state.phase() == Phase.BID) {
            apply(new Decision.Bid(perSeat[state.actor()]));
        }
        return this;
    }

    /** The current actor ends their actions until the phase is no longer ACTIONS. */
    Play endActions() {
        while (state.phase() == Phase.ACTIONS) {
            apply(new Decision.EndActions());
        }
        return this;
    }

    /** Resolves any panic with the first listed choice, until the game waits for something else. */
    Play resolvePanic() {
        while (state.phase() == Phase.PANIC_REGION || state.phase() == Phase.PANIC_OCEAN
                || state.phase() == Phase.PANIC_EARS) {
            apply(Rules.legal(state).listed().get(0));
        }
        return this;
    }

    List<GameEvent> events() {
        return events;
    }

    <T extends GameEvent> List<T> events(Class<T> type) {
        List<T> out = new ArrayList<>();
        for (GameEvent e : events) {
            if (type.isInstance(e)) {
                out.add(type.cast(e));
            }
        }
        return out;
    }

    <T extends GameEvent> T only(Class<T> type) {
        List<T> all = events(type);
        if (all.size() != 1) {
            throw new AssertionError("expected one " + type.getSimpleName() + ", found " + all);
        }
        return all.get(0);
    }

    /** Index of the first event of a type, -1 if none. */
    int indexOf(Class<? extends GameEvent> type) {
        for (int i = 0; i < events.size(); i++) {
            if (type.isInstance(events.get(i))) {
                return i;
            }
        }
        return -1;
    }

    void clearEvents() {
        events.clear();
    }
}
