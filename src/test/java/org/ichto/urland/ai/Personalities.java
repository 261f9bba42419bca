package org.ichto.urland.ai;

import org.ichto.shell.game.Profile;
import org.ichto.urland.Urlands;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The shipped personalities at normal difficulty, and copies of them with one setting changed. */
final class Personalities {
    /** Every shipped personality's id. */
    static final List<String> SHIPPED = List.of("balanced", "cautious-breeder", "gene-gambler", "land-grabber",
            "predator");

    private Personalities() {
    }

    static Personality shipped(String id) {
        return Urlands.personality(id);
    }

    /** The shipped personality with one setting of its profile file (e.g. "weight.land") changed. */
    static Personality with(String id, String key, double value) {
        Profile base = Urlands.profiles().find(id).orElseThrow();
        if (!base.values().containsKey(key)) {
            throw new IllegalArgumentException("no setting " + key);
        }
        Map<String, Double> values = new HashMap<>(base.values());
        values.put(key, value);
        return Personality.of(new Profile(base.id(), base.name(), base.description(), values, base.difficulty()));
    }
}
