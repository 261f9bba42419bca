package org.ichto.urland.lab;

import org.ichto.urland.rules.Decision;

/**
 * The kinds of decision an Ichto player takes in the ACTIONS phase, named as in game records:
 * the basic actions, the extra-turn chip, ending the actions, and each gene action.
 */
public enum ActionKind {
    LAND("land"),
    LAND_TWO("landTwo"),
    BREED("breed"),
    SWIM("swim"),
    RETREAT("retreat"),
    PLAY_EXTRA_TURN("playExtraTurn"),
    END_ACTIONS("endActions"),
    ASSIMILATE("assimilate"),
    WALK("walk"),
    EGG("egg"),
    FLY("fly"),
    STINK("stink"),
    BITE("bite");

    private final String id;

    ActionKind(String id) {
        this.id = id;
    }

    /** The decision type of game records, e.g. {@code landTwo}. */
    public String id() {
        return id;
    }

    /** The kind of an ACTIONS-phase decision, or null for a decision of another phase. */
    public static ActionKind of(Decision d) {
        if (d instanceof Decision.Land) {
            return LAND;
        } else if (d instanceof Decision.LandTwo) {
            return LAND_TWO;
        } else if (d instanceof Decision.Breed) {
            return BREED;
        } else if (d instanceof Decision.Swim) {
            return SWIM;
        } else if (d instanceof Decision.Retreat) {
            return RETREAT;
        } else if (d instanceof Decision.PlayExtraTurn) {
            return PLAY_EXTRA_TURN;
        } else if (d instanceof Decision.EndActions) {
            return END_ACTIONS;
        } else if (d instanceof Decision.Assimilate) {
            return ASSIMILATE;
        } else if (d instanceof Decision.Walk) {
            return WALK;
        } else if (d instanceof Decision.Egg) {
            return EGG;
        } else if (d instanceof Decision.Fly) {
            return FLY;
        } else if (d instanceof Decision.Stink) {
            return STINK;
        } else if (d instanceof Decision.Bite) {
            return BITE;
        }
        return null;
    }
}
