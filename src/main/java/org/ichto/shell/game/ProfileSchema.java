package org.ichto.shell.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The settings a game's personality files may hold: each a name, a range and a default (the value
 * a file that leaves it out gets). Every game's schema also has {@value #EXPERT_MILLIS}, the Expert's
 * thinking time per decision.
 */
public final class ProfileSchema {
    /** The Expert's thinking time per decision, milliseconds: a setting of every game. */
    public static final String EXPERT_MILLIS = "expert.millis";

    /**
     * One setting.
     *
     * @param key      as written in a file, e.g. {@code weight.track}
     * @param min      the least value allowed
     * @param max      the greatest value allowed
     * @param fallback the value when a file leaves the setting out
     * @param whole    true when only whole numbers are allowed
     */
    public record Setting(String key, double min, double max, double fallback, boolean whole) {
        public Setting {
            if (!(min <= fallback && fallback <= max)) {
                throw new IllegalArgumentException(key + ": default " + fallback + " outside " + min + ".." + max);
            }
        }
    }

    private final Map<String, Setting> settings;

    private ProfileSchema(Map<String, Setting> settings) {
        this.settings = Collections.unmodifiableMap(settings);
    }

    /** A schema of these settings (in this order) and {@value #EXPERT_MILLIS}. */
    public static ProfileSchema of(List<Setting> list) {
        Map<String, Setting> map = new LinkedHashMap<>();
        List<Setting> all = new ArrayList<>(list);
        all.add(new Setting(EXPERT_MILLIS, 50, 60_000, 1000, true));
        for (Setting s : all) {
            if (map.put(s.key(), s) != null) {
                throw new IllegalArgumentException("the setting " + s.key() + " is listed twice");
            }
        }
        return new ProfileSchema(map);
    }

    /** Every setting, in the order of the schema. */
    public Map<String, Setting> settings() {
        return settings;
    }

    public Setting get(String key) {
        return settings.get(key);
    }

    /** Every setting at its default. */
    public Map<String, Double> defaults() {
        Map<String, Double> d = new LinkedHashMap<>();
        settings.values().forEach(s -> d.put(s.key(), s.fallback()));
        return d;
    }
}
