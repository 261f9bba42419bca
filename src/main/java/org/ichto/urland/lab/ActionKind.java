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
        return d.accept(KIND);
    }

    private static final Decision.Visitor<ActionKind> KIND = new Decision.Visitor<>() {
        @Override
        public ActionKind chooseChip(Decision.ChooseChip d) {
            return null;
        }

        @Override
        public ActionKind land(Decision.Land d) {
            return LAND;
        }

        @Override
        public ActionKind breed(Decision.Breed d) {
            return BREED;
        }

        @Override
        public ActionKind swim(Decision.Swim d) {
            return SWIM;
        }

        @Override
        public ActionKind retreat(Decision.Retreat d) {
            return RETREAT;
        }

        @Override
        public ActionKind playExtraTurn(Decision.PlayExtraTurn d) {
            return PLAY_EXTRA_TURN;
        }

        @Override
        public ActionKind endActions(Decision.EndActions d) {
            return END_ACTIONS;
        }

        @Override
        public ActionKind assimilate(Decision.Assimilate d) {
            return ASSIMILATE;
        }

        @Override
        public ActionKind landTwo(Decision.LandTwo d) {
            return LAND_TWO;
        }

        @Override
        public ActionKind walk(Decision.Walk d) {
            return WALK;
        }

        @Override
        public ActionKind egg(Decision.Egg d) {
            return EGG;
        }

        @Override
        public ActionKind fly(Decision.Fly d) {
            return FLY;
        }

        @Override
        public ActionKind stink(Decision.Stink d) {
            return STINK;
        }

        @Override
        public ActionKind bite(Decision.Bite d) {
            return BITE;
        }

        @Override
        public ActionKind bid(Decision.Bid d) {
            return null;
        }

        @Override
        public ActionKind buyGene(Decision.BuyGene d) {
            return null;
        }

        @Override
        public ActionKind passPurchase(Decision.PassPurchase d) {
            return null;
        }

        @Override
        public ActionKind payPrice(Decision.PayPrice d) {
            return null;
        }

        @Override
        public ActionKind panicRegion(Decision.PanicRegion d) {
            return null;
        }

        @Override
        public ActionKind panicOcean(Decision.PanicOcean d) {
            return null;
        }

        @Override
        public ActionKind earsStay(Decision.EarsStay d) {
            return null;
        }

        @Override
        public ActionKind earsFlight(Decision.EarsFlight d) {
            return null;
        }
    };
}
