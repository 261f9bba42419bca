package org.ichto.urland.rules;

import java.util.List;

/**
 * The whole state of a game, hidden parts included, in readable terms: places by name ("7", "O3"),
 * genes by name ("CARE_OF_YOUNG"), phases by name, area chips by number and the panic chip as
 * "panic". Seats are list indices. A plain value: {@link Positions} makes one from a state and checks
 * one before turning it back into a state. Lists are copied as given (nulls included) so that the
 * check can name what is missing.
 *
 * @param players         one entry per seat, in seat order (3 to 5)
 * @param regions         the land regions, each with the areas it holds and the Ichtos per seat
 * @param oceans          the five oceans with the Ichtos per seat
 * @param chips           where every area chip and the panic chip lies
 * @param genes           the genes face up and the face-down pile (owned genes are with their players)
 * @param epoch           1 to 3
 * @param turn            turns counted from 1 (a new epoch counts as a new turn)
 * @param environmentPlayer the seat of the environment player (the dummy is the next seat)
 * @param phase           what the game waits for (a {@link Phase} name)
 * @param actor           the seat that must decide; null when the game is over
 * @param actionsLeft     actions the acting Ichto player has left (0 outside ACTIONS)
 * @param extraTurnUsed   whether the acting Ichto player has played an extra-turn chip this turn
 * @param mutation        the mutation spaces reached and the gene auction under way
 * @param panic           the region the panic struck and the ocean it flees into, while it is resolved
 * @param earsFlight      regions whose surplus Ichtos still await the Ears owner's flight
 * @param earsFlightFrom  where the Ears owner's Ichtos of those regions stood before the eruption; a region
 *                        with none listed counts as one origin, all of them having stood anywhere in it
 *                        (positions of 0.1.0 do not say)
 * @param generator       the state of the game's random generator, 16 hexadecimal digits
 */
public record Position(List<Player> players, List<Region> regions, List<Ocean> oceans, Chips chips, Genes genes,
                       int epoch, int turn, int environmentPlayer, String phase, Integer actor, int actionsLeft,
                       boolean extraTurnUsed, Mutation mutation, PanicState panic, List<String> earsFlight,
                       List<FlightFrom> earsFlightFrom, String generator) {

    /**
     * One seat.
     *
     * @param track          the space of the seat's marker on the scoring track
     * @param reserve        Ichtos in the seat's reserve
     * @param extraTurnChips extra-turn chips the seat still holds
     * @param genes          the genes the seat owns
     * @param knownChips     area chips this seat has seen in a hand and that are not yet public
     */
    public record Player(int track, int reserve, int extraTurnChips, List<String> genes, List<Integer> knownChips) {
    }

    /**
     * A land region.
     *
     * @param region the number the region carries (one of its areas)
     * @param areas  the areas it holds
     * @param ichtos Ichtos per seat
     */
    public record Region(String region, List<String> areas, List<Integer> ichtos) {
    }

    /** An ocean ("O1".."O5") and its Ichtos per seat. */
    public record Ocean(String ocean, List<Integer> ichtos) {
    }

    /**
     * The chips. Every area chip 1..12 lies in exactly one of deck, hand, chosen, dummy, scored and
     * removed; the panic chip lies in the deck or, once drawn this epoch, beside it.
     *
     * @param deck       the face-down deck, top first: area chip numbers as text and "panic"
     * @param hand       the environment player's hand before the choice
     * @param chosen     the chip the environment player keeps face down to be scored, or null
     * @param dummy      the chips passed to the dummy
     * @param scored     chips scored this epoch
     * @param removed    chips out of the game: exactly the areas whose volcano has erupted
     * @param panicDrawn whether the panic chip has been drawn this epoch
     */
    public record Chips(List<String> deck, List<Integer> hand, Integer chosen, List<Integer> dummy,
                        List<Integer> scored, List<Integer> removed, boolean panicDrawn) {
    }

    /**
     * Genes not owned by a seat.
     *
     * @param display the genes face up
     * @param pile    the face-down pile, top first
     */
    public record Genes(List<String> display, List<String> pile) {
    }

    /**
     * Mutation.
     *
     * @param triggeredSpaces the mutation spaces (track space numbers) reached so far
     * @param pending         mutation phases still to come (the running one included)
     * @param thenNewEpoch    whether a new epoch follows the pending mutations (a volcano triggered them)
     * @param bids            per seat its secret bid, null before it has bid
     * @param auctionIndex    how far the auction has come in the bid order
     * @param bought          genes bought in the running mutation
     * @param mustBuy         whether the seat now at the turn must buy
     * @param price           the price the buyer now at the turn pays
     */
    public record Mutation(List<Integer> triggeredSpaces, int pending, boolean thenNewEpoch, List<Integer> bids,
                           int auctionIndex, int bought, boolean mustBuy, int price) {
    }

    /** The panic being resolved: the struck region and the ocean it flees into, each null until known. */
    public record PanicState(String region, String ocean) {
    }

    /**
     * Where some of the Ears owner's surplus Ichtos stood before the eruption: a region as it was then.
     * They may flee only into an ocean that bordered it.
     *
     * @param areas  the areas of that region
     * @param ichtos the owner's Ichtos that stood there (at least 1)
     */
    public record FlightFrom(List<String> areas, int ichtos) {
    }
}
