package org.ichto.soup.rules;

import org.ichto.soup.board.Direction;

import java.util.List;

/**
 * Every choice a seat can make in Primordial Soup, designed once for the whole game. Seats are seat
 * indices (a seat's food colour is its own index); spaces are soup space indices 0..18; amoebas
 * are their numbers 1..7; ladder spaces are the printed numbers; genes are {@code Gene.index()}.
 * Cube counts are given per colour in play (one entry per seat). The amoeba that moves, feeds or
 * attacks in phase 1 is the one whose turn it is ({@link SoupState#amoeba()}), so those decisions
 * do not name it. Legality and effect live in the rules classes named beside each group.
 */
public sealed interface SoupDecision {

    /** Hands this decision to the visitor's method for its type. */
    <R> R accept(Visitor<R> v);

    /**
     * One method per decision type and no defaults: each concern (legality, effect, texts, records,
     * hints, clicks) is one visitor, so a new type is a compile error until every concern handles it.
     */
    interface Visitor<R> {
        R chooseStartSpace(ChooseStartSpace d);

        R placeAmoeba(PlaceAmoeba d);

        R drift(Drift d);

        R stayPut(StayPut d);

        R move(Move d);

        R takeDie(TakeDie d);

        R chooseDirection(ChooseDirection d);

        R moveAgain(MoveAgain d);

        R stopMoving(StopMoving d);

        R takeCubes(TakeCubes d);

        R cling(Cling d);

        R feed(Feed d);

        R starve(Starve d);

        R attack(Attack d);

        R defend(Defend d);

        R escape(Escape d);

        R giveIn(GiveIn d);

        R payDefect(PayDefect d);

        R buyGene(BuyGene d);

        R endPurchase(EndPurchase d);

        R divide(Divide d);

        R endDivision(EndDivision d);

        R aggress(Aggress d);

        R passAggression(PassAggression d);
    }

    // ---- Setup (Setup)

    /** Put the score marker on this free start space of the ladder (1-4, 1-3 with 3 players). */
    record ChooseStartSpace(int ladderSpace) implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.chooseStartSpace(this);
        }

        @Override
        public String toString() {
            return "start on ladder space " + ladderSpace;
        }
    }

    /**
     * Place an amoeba of this number (not on the board) on a space, free of charge: the two setup
     * placements, and in phase 4 the free amoeba of a player who has none on the board (ruling 20).
     */
    record PlaceAmoeba(int number, int space) implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.placeAmoeba(this);
        }

        @Override
        public String toString() {
            return "place amoeba " + number + " on space " + (space + 1);
        }
    }

    // ---- Phase 1: movement (Movement)

    /** The acting amoeba drifts one step with the current (or stays, on the card without drift). */
    record Drift() implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.drift(this);
        }

        @Override
        public String toString() {
            return "drift";
        }
    }

    /** Holding: the acting amoeba neither drifts nor moves (free). */
    record StayPut() implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.stayPut(this);
        }

        @Override
        public String toString() {
            return "stay put";
        }
    }

    /**
     * The acting amoeba moves by its own strength: 1 BP (free with Streamlining), then the die is
     * rolled (two dice with Movement I; none with Movement II, whose owner chooses the direction).
     */
    record Move() implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.move(this);
        }

        @Override
        public String toString() {
            return "move";
        }
    }

    /** Movement I: use this one of the two dice rolled (1-4 a direction, 5 stay, 6 a free choice). */
    record TakeDie(int face) implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.takeDie(this);
        }

        @Override
        public String toString() {
            return "take the die showing " + face;
        }
    }

    /** After a 6, or with Movement II: step in this direction; null stays (only Movement II may stay by choice). */
    record ChooseDirection(Direction direction) implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.chooseDirection(this);
        }

        @Override
        public String toString() {
            return direction == null ? "stay" : "go " + direction.name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Speed: make the free second step, from where the first ended, by the same method. */
    record MoveAgain() implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.moveAgain(this);
        }

        @Override
        public String toString() {
            return "move again";
        }
    }

    /** Speed: no second step. */
    record StopMoving() implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.stopMoving(this);
        }

        @Override
        public String toString() {
            return "stop moving";
        }
    }

    /** Tentacle: take these cubes (per colour; up to 3 in all, 2 with 3 players) from the space being left. */
    record TakeCubes(List<Integer> cubes) implements SoupDecision {
        public TakeCubes {
            cubes = List.copyOf(cubes);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.takeCubes(this);
        }

        @Override
        public String toString() {
            return "take cubes " + cubes;
        }
    }

    /**
     * Holding, answered by the owner of an amoeba with Holding (not necessarily the seat on turn):
     * this amoeba of theirs clings on to the amoeba leaving its space, or lets it go.
     */
    record Cling(int number, boolean cling) implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.cling(this);
        }

        @Override
        public String toString() {
            return (cling ? "amoeba " + number + " clings on" : "amoeba " + number + " lets go");
        }
    }

    // ---- Phase 1: feeding (Feeding)

    /**
     * The acting amoeba feeds: these cubes per colour from its space (the method follows from the
     * counts: base, Substitution, Frugality, Parasitism), parasitizing the seat {@code host} (-1 for none).
     */
    record Feed(List<Integer> eaten, int host) implements SoupDecision {
        public Feed {
            eaten = List.copyOf(eaten);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.feed(this);
        }

        @Override
        public String toString() {
            return "eat " + eaten + (host >= 0 ? " parasitizing seat " + host : "");
        }
    }

    /** The acting amoeba does not feed (allowed only when the base method is impossible): 1 damage point. */
    record Starve() implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.starve(this);
        }

        @Override
        public String toString() {
            return "starve";
        }
    }

    // ---- Attacks (Attacks): Struggle for Survival in phase 1, answers in phases 1 and 5

    /** Struggle for Survival (1 BP; Persistence's retry free): the acting amoeba attacks this amoeba on its space. */
    record Attack(int seat, int number) implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.attack(this);
        }

        @Override
        public String toString() {
            return "attack amoeba " + number + " of seat " + seat;
        }
    }

    /** The attacked amoeba's owner answers with Defense (1 BP): a fight, the higher die wins, ties re-rolled. */
    record Defend() implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.defend(this);
        }

        @Override
        public String toString() {
            return "defend";
        }
    }

    /** The attacked amoeba's owner answers with Escape (1 BP, free with Streamlining): a full move away. */
    record Escape() implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.escape(this);
        }

        @Override
        public String toString() {
            return "escape";
        }
    }

    /** The attacked amoeba's owner answers no further: the attack succeeds. */
    record GiveIn() implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.giveIn(this);
        }

        @Override
        public String toString() {
            return "give in";
        }
    }

    // ---- Phase 2: gene defects (Defects)

    /** Pay the gene defect: give up these genes (each its defect payment) and this many BP. */
    record PayDefect(List<Integer> genes, int bp) implements SoupDecision {
        public PayDefect {
            genes = List.copyOf(genes);
        }

        @Override
        public <R> R accept(Visitor<R> v) {
            return v.payDefect(this);
        }

        @Override
        public String toString() {
            return "pay the defect with genes " + genes + " and " + bp + " BP";
        }
    }

    // ---- Phase 3: new genes (Purchase)

    /** Buy this gene from the pool; an advanced gene gives up the gene {@code givesUp} (-1 for a basic gene). */
    record BuyGene(int gene, int givesUp) implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.buyGene(this);
        }

        @Override
        public String toString() {
            return "buy gene " + gene + (givesUp >= 0 ? " giving up gene " + givesUp : "");
        }
    }

    /** Buy nothing more this round (ends the seat's one turn of phase 3). */
    record EndPurchase() implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.endPurchase(this);
        }

        @Override
        public String toString() {
            return "buy nothing more";
        }
    }

    // ---- Phase 4: cell division (Division)

    /** Divide: 6 BP (4 with Division Rate) for a new amoeba of this number on this space. */
    record Divide(int number, int space) implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.divide(this);
        }

        @Override
        public String toString() {
            return "divide: amoeba " + number + " on space " + (space + 1);
        }
    }

    /** Divide no more this round. */
    record EndDivision() implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.endDivision(this);
        }

        @Override
        public String toString() {
            return "divide no more";
        }
    }

    // ---- Phase 5: Aggression (Attacks)

    /** Aggression (1 BP; Persistence's retry free): own amoeba {@code number} kills this amoeba of another seat on its space. */
    record Aggress(int number, int victimSeat, int victimNumber) implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.aggress(this);
        }

        @Override
        public String toString() {
            return "amoeba " + number + " attacks amoeba " + victimNumber + " of seat " + victimSeat;
        }
    }

    /** Do not use Aggression this round (or not retry with Persistence). */
    record PassAggression() implements SoupDecision {
        @Override
        public <R> R accept(Visitor<R> v) {
            return v.passAggression(this);
        }

        @Override
        public String toString() {
            return "no aggression";
        }
    }
}
