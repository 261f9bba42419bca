package org.ichto.urland.rules;

import static org.ichto.urland.board.Board.placeName;

/**
 * Every choice a seat can make in Urland. Places are place indices (see {@code Board}): a land
 * region is named by the place of the area whose number it carries, an ocean by its ocean place.
 * Seats are seat indices, chips are area numbers 1..12. Legality and effect live in the rules
 * classes named beside each group.
 */
public sealed interface Decision {

    /** Hands this decision to the visitor's method for its type. */
    <R> R accept(Visitor<R> v);

    /**
     * One method per decision type: each concern that gives the types a meaning (legality, cost,
     * effect, texts, records, hints, clicks) does so in one visitor, so a new type is a compile
     * error in every concern until it is handled there.
     *
     * @param <R> what the concern makes of a decision
     */
    interface Visitor<R> {
        R chooseChip(ChooseChip d);

        R land(Land d);

        R breed(Breed d);

        R swim(Swim d);

        R retreat(Retreat d);

        R playExtraTurn(PlayExtraTurn d);

        R endActions(EndActions d);

        R assimilate(Assimilate d);

        R landTwo(LandTwo d);

        R walk(Walk d);

        R egg(Egg d);

        R fly(Fly d);

        R stink(Stink d);

        R bite(Bite d);

        R bid(Bid d);

        R buyGene(BuyGene d);

        R passPurchase(PassPurchase d);

        R payPrice(PayPrice d);

        R panicRegion(PanicRegion d);

        R panicOcean(PanicOcean d);

        R earsStay(EarsStay d);

        R earsFlight(EarsFlight d);
    }

    // ---- Environment player (Turn) ----

    /** Keep this chip face down to be scored; the other two go to the dummy. */
    record ChooseChip(int chip) implements Decision {
        @Override
        public String toString() {
            return "choose chip " + chip;
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.chooseChip(this);
        }
    }

    // ---- Basic actions (Actions) ----

    /** One Ichto from an ocean onto a bordering land region. */
    record Land(int ocean, int region) implements Decision {
        @Override
        public String toString() {
            return "land " + placeName(ocean) + "->" + placeName(region);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.land(this);
        }
    }

    /** Every colour in the ocean breeds. */
    record Breed(int ocean) implements Decision {
        @Override
        public String toString() {
            return "breed " + placeName(ocean);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.breed(this);
        }
    }

    /** Water movement: count Ichtos from one ocean to a neighbouring one (any one with Turbo). */
    record Swim(int from, int to, int count) implements Decision {
        @Override
        public String toString() {
            return "swim " + count + " " + placeName(from) + "->" + placeName(to);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.swim(this);
        }
    }

    /** Any of one's own Ichtos, from anywhere, back to reserve. */
    record Retreat(PlaceCounts ichtos) implements Decision {
        @Override
        public String toString() {
            return "retreat " + ichtos;
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.retreat(this);
        }
    }

    /** Play an extra-turn chip: two more actions. */
    record PlayExtraTurn() implements Decision {
        @Override
        public String toString() {
            return "play extra turn";
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.playExtraTurn(this);
        }
    }

    /** End one's actions; any left are forfeited. */
    record EndActions() implements Decision {
        @Override
        public String toString() {
            return "end actions";
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.endActions(this);
        }
    }

    // ---- Gene actions (GeneActions) ----

    /** Assimilation: two foreign Ichtos in a region become one of the actor's (2 actions). */
    record Assimilate(int region, int victimA, int victimB) implements Decision {
        public Assimilate {
            if (victimA > victimB) {
                int t = victimA;
                victimA = victimB;
                victimB = t;
            }
        }

        @Override
        public String toString() {
            return "assimilate seats " + victimA + "+" + victimB + " in " + placeName(region);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.assimilate(this);
        }
    }

    /** Legs or Turbo: two Ichtos from an ocean onto the same bordering land region. */
    record LandTwo(int ocean, int region) implements Decision {
        @Override
        public String toString() {
            return "land two " + placeName(ocean) + "->" + placeName(region);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.landTwo(this);
        }
    }

    /** Legs: one Ichto across a shallow-water gap to a neighbouring land region. */
    record Walk(int from, int to) implements Decision {
        @Override
        public String toString() {
            return "walk " + placeName(from) + "->" + placeName(to);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.walk(this);
        }
    }

    /** Egg: one new Ichto on land (2 actions with one Ichto there, 1 with two or more). */
    record Egg(int region) implements Decision {
        @Override
        public String toString() {
            return "egg in " + placeName(region);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.egg(this);
        }
    }

    /** Wings: 1 or 2 Ichtos from a land region to any other region or ocean. */
    record Fly(int from, int to, int count) implements Decision {
        @Override
        public String toString() {
            return "fly " + count + " " + placeName(from) + "->" + placeName(to);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.fly(this);
        }
    }

    /** Stinkglands: all of one opponent's Ichtos from a land region into a bordering ocean. */
    record Stink(int region, int victim, int ocean) implements Decision {
        @Override
        public String toString() {
            return "stink seat " + victim + " " + placeName(region) + "->" + placeName(ocean);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.stink(this);
        }
    }

    /** Teeth: one opponent's Ichto from a place the actor shares back to its reserve. */
    record Bite(int place, int victim) implements Decision {
        @Override
        public String toString() {
            return "bite seat " + victim + " in " + placeName(place);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.bite(this);
        }
    }

    // ---- Mutation (Auction) ----

    /** A secret bid of 0..reserve Ichtos. */
    record Bid(int amount) implements Decision {
        @Override
        public String toString() {
            return "bid " + amount;
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.bid(this);
        }
    }

    record BuyGene(Gene gene) implements Decision {
        @Override
        public String toString() {
            return "buy " + gene;
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.buyGene(this);
        }
    }

    record PassPurchase() implements Decision {
        @Override
        public String toString() {
            return "pass";
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.passPurchase(this);
        }
    }

    /** The Ichtos on the board that pay the price, back to reserve. */
    record PayPrice(PlaceCounts ichtos) implements Decision {
        @Override
        public String toString() {
            return "pay " + ichtos;
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.payPrice(this);
        }
    }

    // ---- Panic (Panic) ----

    record PanicRegion(int region) implements Decision {
        @Override
        public String toString() {
            return "panic strikes " + placeName(region);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.panicRegion(this);
        }
    }

    record PanicOcean(int ocean) implements Decision {
        @Override
        public String toString() {
            return "panic flees to " + placeName(ocean);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.panicOcean(this);
        }
    }

    /** Ears in a panic: how many of the owner's Ichtos stay on land (the rest flee). */
    record EarsStay(int count) implements Decision {
        @Override
        public String toString() {
            return "ears: " + count + " stay";
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.earsStay(this);
        }
    }

    // ---- Volcano (Volcano) ----

    /** Ears at an eruption: surplus Ichtos fleeing into oceans; the rest of the surplus goes to reserve. */
    record EarsFlight(PlaceCounts oceans) implements Decision {
        @Override
        public String toString() {
            return "ears flight " + oceans;
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.earsFlight(this);
        }
    }
}
