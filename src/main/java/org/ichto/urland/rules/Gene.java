package org.ichto.urland.rules;

/** The eleven gene cards. Each exists once, so each has at most one owner. */
public enum Gene {
    ASSIMILATION(true, false),
    LEGS(true, false),
    CARE_OF_YOUNG(false, false),
    EGG(true, false),
    WINGS(true, false),
    MUSCLES(false, true),
    EARS(false, false),
    STINKGLANDS(true, true),
    TURBO(true, false),
    WARM_BLOOD(false, false),
    TEETH(true, false);

    private static final Gene[] ALL = values();

    private final boolean acts;
    private final boolean notForThree;

    Gene(boolean acts, boolean notForThree) {
        this.acts = acts;
        this.notForThree = notForThree;
    }

    /** Genes that act cost actions and are optional; the others work automatically. */
    public boolean acts() {
        return acts;
    }

    /** Stinkglands and Muscles leave the game with 3 players. */
    public boolean inGameWith(int players) {
        return players > 3 || !notForThree;
    }

    public int bit() {
        return 1 << ordinal();
    }

    public static Gene of(int ordinal) {
        return ALL[ordinal];
    }

    public static int count() {
        return ALL.length;
    }

    /** Parses "CARE_OF_YOUNG", "care of young" or "Care-of-young"; null if unknown. */
    public static Gene parse(String text) {
        if (text == null) {
            return null;
        }
        String key = text.trim().toUpperCase(java.util.Locale.ROOT).replace(' ', '_').replace('-', '_');
        for (Gene g : ALL) {
            if (g.name().equals(key)) {
                return g;
            }
        }
        return null;
    }
}
