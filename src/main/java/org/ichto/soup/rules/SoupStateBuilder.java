package org.ichto.soup.rules;

import org.ichto.soup.board.SoupBoard;

import java.util.List;

/**
 * Builds a state field by field, for a position read from a file. It checks only that each value
 * fits its place (a seat, a space, an amoeba number, a card, a gene); whether the whole could arise in
 * a game is for the position's reader to check before it trusts the state. Each setter says which
 * field of {@link SoupState} it fills; a field left alone keeps the value of an empty state.
 */
public final class SoupStateBuilder {
    private final SoupState s;

    public SoupStateBuilder(SoupBoard board, int players) {
        if (!board.players().contains(players)) {
            throw new IllegalArgumentException("Primordial Soup is for " + board.players() + " players, not "
                    + players);
        }
        s = new SoupState(board, players);
    }

    public int players() {
        return s.players;
    }

    public SoupBoard board() {
        return s.board;
    }

    // ---- per seat

    public SoupStateBuilder colour(int seat, int colour) {
        s.colour[seat(seat)] = within(colour, 0, SoupState.MAX_SEATS - 1, "colour");
        return this;
    }

    public SoupStateBuilder bp(int seat, int bp) {
        s.bp[seat(seat)] = within(bp, 0, Integer.MAX_VALUE, "BP");
        return this;
    }

    /** The ladder space of the seat's marker, 0 before it chose a start space. */
    public SoupStateBuilder score(int seat, int ladderSpace) {
        s.score[seat(seat)] = within(ladderSpace, 0, Integer.MAX_VALUE, "ladder space");
        return this;
    }

    /** The seat owns the gene (an index of the board's genes), bought in that round (1 or later). */
    public SoupStateBuilder gene(int seat, int gene, int since) {
        within(gene, 0, s.genes - 1, "gene");
        s.geneSince[seat(seat) * s.genes + gene] = within(since, 1, Integer.MAX_VALUE, "round of purchase");
        return this;
    }

    /** The seat's amoeba of this number stands on the space (an index 0..18) with this much damage. */
    public SoupStateBuilder amoeba(int seat, int number, int space, int damage) {
        int i = seat(seat) * s.amoebas + within(number, 1, s.amoebas, "amoeba number") - 1;
        s.amoebaSpace[i] = within(space, 0, SoupBoard.SPACES - 1, "space");
        s.damage[i] = within(damage, 0, Integer.MAX_VALUE, "damage");
        return this;
    }

    /** The seat's amoeba of this number has acted this round. */
    public SoupStateBuilder acted(int seat, int number) {
        s.acted[seat(seat)] |= 1 << (within(number, 1, s.amoebas, "amoeba number") - 1);
        return this;
    }

    // ---- the board and the supply

    /** Cubes of a colour (a seat index) on a space (an index 0..18). */
    public SoupStateBuilder food(int space, int colour, int cubes) {
        within(space, 0, SoupBoard.SPACES - 1, "space");
        s.food[space * s.players + seat(colour)] = within(cubes, 0, Integer.MAX_VALUE, "cubes");
        return this;
    }

    /** Cubes of a colour beside the board. */
    public SoupStateBuilder supply(int colour, int cubes) {
        s.supply[seat(colour)] = within(cubes, 0, Integer.MAX_VALUE, "cubes");
        return this;
    }

    /** The face-down environment cards (indices of the board's list), the next to be turned first. */
    public SoupStateBuilder deckTopFirst(List<Integer> cards) {
        if (cards.size() > s.deck.length) {
            throw new IllegalArgumentException("a deck of " + cards.size() + " cards; the game has " + s.deck.length);
        }
        s.deckSize = cards.size();
        for (int i = 0; i < cards.size(); i++) {
            s.deck[s.deckSize - 1 - i] = card(cards.get(i));
        }
        return this;
    }

    /** The environment card face up on the compass (an index of the board's list). */
    public SoupStateBuilder faceUp(int card) {
        s.card = card(card);
        return this;
    }

    /** The seats in the drawn start order. */
    public SoupStateBuilder startOrder(List<Integer> seats) {
        if (seats.size() != s.players) {
            throw new IllegalArgumentException("a start order of " + seats.size() + " seats for " + s.players
                    + " players");
        }
        for (int i = 0; i < seats.size(); i++) {
            s.startOrder[i] = seat(seats.get(i));
        }
        return this;
    }

    // ---- where the game stands

    public SoupStateBuilder round(int round) {
        s.round = within(round, 0, Integer.MAX_VALUE, "round");
        return this;
    }

    public SoupStateBuilder phase(Phase phase) {
        s.phase = java.util.Objects.requireNonNull(phase, "phase");
        return this;
    }

    /** The seat on turn in the phase. */
    public SoupStateBuilder current(int seat) {
        s.current = seat(seat);
        return this;
    }

    /** The seat that must decide now. */
    public SoupStateBuilder actor(int seat) {
        s.actor = seat(seat);
        return this;
    }

    /** How many seats have had their turn in this phase. */
    public SoupStateBuilder turnIndex(int index) {
        s.turnIndex = within(index, 0, s.players - 1, "turn index");
        return this;
    }

    /** The acting amoeba's number (1..7), 0 for none. */
    public SoupStateBuilder actingAmoeba(int number) {
        s.amoeba = within(number, 0, s.amoebas, "acting amoeba");
        return this;
    }

    public SoupStateBuilder generator(long state) {
        s.rng = state;
        return this;
    }

    /** The seat bought this advanced gene (an index of the board's genes) by giving up that gene. */
    public SoupStateBuilder gaveUp(int seat, int advancedGene, int gene) {
        within(advancedGene, SoupBoard.BASIC_GENES, s.genes - 1, "advanced gene");
        s.gaveUp[seat(seat) * SoupBoard.ADVANCED_GENES + advancedGene - SoupBoard.BASIC_GENES] =
                within(gene, 0, s.genes - 1, "gene");
        return this;
    }

    // ---- the steps of the phase in progress, the movement or attack under way in phases 1 and 5 among them

    /** Every step field of the phase at once, as {@link PhaseSteps#of} gives them. */
    public SoupStateBuilder steps(PhaseSteps p) {
        s.await = java.util.Objects.requireNonNull(p.await(), "await");
        copySeats(p.order(), s.order, "order");
        for (int seat : s.order) {
            seat(seat);
        }
        copySeats(p.owed(), s.owed, "owed");
        copySeats(p.struggled(), s.struggled, "struggled");
        copySeats(p.persisted(), s.persisted, "persisted");
        for (int seat = 0; seat < s.players; seat++) {
            s.aggressed[seat] = p.aggressed().get(seat) ? 1 : 0;
        }
        s.feedMode = within(p.feedMode(), 0, 2, "feed mode");
        s.aggressionRetry = p.aggressionRetry();
        PhaseSteps.Mover m = p.mover();
        if (m != null) {
            s.mvSeat = seat(m.seat());
            s.mvNumber = within(m.number(), 1, s.amoebas, "amoeba number");
            s.mvDrift = m.drift();
            s.mvEscape = m.escape();
            s.mvStep = within(m.step(), 1, 2, "step");
            s.die1 = within(m.die1(), 0, 6, "die");
            s.die2 = within(m.die2(), 0, 6, "die");
            s.mvMayStay = m.mayStay();
            s.mvOrigin = within(m.origin(), 0, SoupBoard.SPACES - 1, "space");
            s.mvFrom = within(m.from(), 0, SoupBoard.SPACES - 1, "space");
            s.mvTo = within(m.to(), 0, SoupBoard.SPACES - 1, "space");
            s.mvTentacleDone = m.tentacleDone();
            copySeats(m.carried(), s.carried, "carried cubes");
            copySeats(m.clingers(), s.clingers, "clingers");
            copySeats(m.asked(), s.asked, "asked");
        }
        PhaseSteps.Attack a = p.attack();
        if (a != null) {
            s.atkSeat = seat(a.seat());
            s.atkNumber = within(a.number(), 1, s.amoebas, "amoeba number");
            s.defSeat = seat(a.victimSeat());
            s.defNumber = within(a.victimNumber(), 1, s.amoebas, "amoeba number");
            s.atkAggression = a.aggression();
            s.defenseUsed = a.defenseUsed();
            s.defenseRetried = a.defenseRetried();
            s.escapeUsed = a.escapeUsed();
            s.attackerClung = a.attackerClung();
        }
        return this;
    }

    /** One value per seat (or colour in play), none negative. */
    private void copySeats(java.util.List<Integer> values, int[] into, String what) {
        if (values.size() != s.players) {
            throw new IllegalArgumentException(what + ": " + values.size() + " values for " + s.players + " seats");
        }
        for (int i = 0; i < into.length; i++) {
            into[i] = within(values.get(i), 0, Integer.MAX_VALUE, what);
        }
    }

    /** The state built so far (an independent copy: the builder may go on). */
    public SoupState build() {
        return s.copy();
    }

    private int seat(int seat) {
        return within(seat, 0, s.players - 1, "seat");
    }

    private int card(int card) {
        return within(card, 0, s.deck.length - 1, "environment card");
    }

    private static int within(int value, int min, int max, String what) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(what + " " + value + " is outside " + min + ".." + max);
        }
        return value;
    }
}
