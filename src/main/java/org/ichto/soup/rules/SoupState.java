package org.ichto.soup.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.board.EnvironmentCard;
import org.ichto.soup.board.SoupBoard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A whole position of Primordial Soup, hidden parts included: the order of the environment deck and
 * the generator that rolls every die and shuffles every deck. The fields are package-private and
 * change only inside {@link SoupRules#apply}, which works on a {@link #copy()}; everything outside
 * reads through the accessors. Seat {@code p} plays food colour {@code p}; amoeba {@code n} (1..7) of
 * seat {@code p} lives at index {@code p * 7 + n - 1}. Small arrays, so a copy is a few clones.
 */
public final class SoupState {
    /** The most players the game is for, and so the most food colours. */
    public static final int MAX_SEATS = 4;

    final SoupBoard board;
    final int players;
    final int amoebas;
    final int genes;

    /** Per seat: the colour of the board's four it plays (its food colour, for the window). */
    final int[] colour;
    /** Per seat: biological points. */
    final int[] bp;
    /** Per seat: the ladder space of its score marker (0 before it chose a start space). */
    final int[] score;
    /** Per seat and gene (seat * genes + gene index): the round in which the gene was bought, 0 if not owned. */
    final int[] geneSince;
    /** Per seat and amoeba: its space, -1 when it is not on the board. */
    final int[] amoebaSpace;
    /** Per seat and amoeba: its damage points (0 when it is not on the board). */
    final int[] damage;
    /** Per seat: a mask of its amoebas (bit n - 1) that have acted this round (moved and fed, or been carried). */
    final int[] acted;
    /** Per space and colour (space * players + colour): food cubes lying there. */
    final int[] food;
    /** Per colour: cubes beside the board. */
    final int[] supply;
    /** The environment deck, face down: the next card to be turned is {@code deck[deckSize - 1]}. Hidden. */
    final int[] deck;
    int deckSize;
    /** The environment card face up on the compass (its index in the board's list), -1 before the setup turns one. */
    int card;
    /** The seats in the drawn start order (who chooses a start space first). */
    final int[] startOrder;
    /** The round, 0 during the setup. */
    int round;
    Phase phase;
    /** The seat whose turn it is in the phase (the player on turn). */
    int current;
    /** The seat that must decide now: the player on turn, or one answering (Holding, Defense, Escape). */
    int actor;
    /** How many seats have had their turn in this phase (the position in its order). */
    int turnIndex;
    /** The acting amoeba's number in phase 1 (and of an attacker), 0 when none. */
    int amoeba;
    /** The generator's state: every die and every shuffle comes from here. */
    long rng;

    transient SoupEventSink events = SoupEventSink.NONE;

    SoupState(SoupBoard board, int players) {
        this.board = board;
        this.players = players;
        this.amoebas = board.amoebasPerPlayer();
        this.genes = board.genes().size();
        colour = new int[players];
        bp = new int[players];
        score = new int[players];
        geneSince = new int[players * genes];
        amoebaSpace = new int[players * amoebas];
        Arrays.fill(amoebaSpace, -1);
        damage = new int[players * amoebas];
        acted = new int[players];
        food = new int[SoupBoard.SPACES * players];
        supply = new int[players];
        deck = new int[board.environmentCards().size()];
        startOrder = new int[players];
        card = -1;
        phase = Phase.SETUP_START_SPACE;
    }

    private SoupState(SoupState o) {
        board = o.board;
        players = o.players;
        amoebas = o.amoebas;
        genes = o.genes;
        colour = o.colour.clone();
        bp = o.bp.clone();
        score = o.score.clone();
        geneSince = o.geneSince.clone();
        amoebaSpace = o.amoebaSpace.clone();
        damage = o.damage.clone();
        acted = o.acted.clone();
        food = o.food.clone();
        supply = o.supply.clone();
        deck = o.deck.clone();
        deckSize = o.deckSize;
        card = o.card;
        startOrder = o.startOrder.clone();
        round = o.round;
        phase = o.phase;
        current = o.current;
        actor = o.actor;
        turnIndex = o.turnIndex;
        amoeba = o.amoeba;
        rng = o.rng;
    }

    /** An independent copy; cheap. */
    public SoupState copy() {
        return new SoupState(this);
    }

    // ---------------------------------------------------------------- chance

    /** A die roll 1..6 from the state's generator. */
    int rollDie() {
        return 1 + nextInt(6);
    }

    int nextInt(int bound) {
        SeededRandom r = new SeededRandom(rng);
        int v = r.nextInt(bound);
        rng = r.state();
        return v;
    }

    void shuffle(int[] a, int length) {
        SeededRandom r = new SeededRandom(rng);
        r.shuffle(a, length);
        rng = r.state();
    }

    void emit(SoupEvent e) {
        events.accept(e);
    }

    // ---------------------------------------------------------------- reading

    public SoupBoard board() {
        return board;
    }

    public int players() {
        return players;
    }

    public Phase phase() {
        return phase;
    }

    public boolean isOver() {
        return phase == Phase.GAME_OVER;
    }

    /** The seat that must decide now (-1 when the game is over). */
    public int actor() {
        return isOver() ? -1 : actor;
    }

    /** The seat whose turn it is in the phase (-1 when the game is over). */
    public int current() {
        return isOver() ? -1 : current;
    }

    /** The acting amoeba's number in phase 1, 0 when none. */
    public int amoeba() {
        return amoeba;
    }

    public int round() {
        return round;
    }

    public int colour(int seat) {
        return colour[seat];
    }

    public int bp(int seat) {
        return bp[seat];
    }

    /** The ladder space of the seat's score marker; 0 before it chose a start space. */
    public int score(int seat) {
        return score[seat];
    }

    /** The seat whose marker is on this ladder space, or -1. */
    public int markerAt(int ladderSpace) {
        for (int p = 0; p < players; p++) {
            if (score[p] == ladderSpace && ladderSpace > 0) {
                return p;
            }
        }
        return -1;
    }

    /** The seats in the drawn start order. */
    public List<Integer> startOrder() {
        List<Integer> out = new ArrayList<>(players);
        for (int p : startOrder) {
            out.add(p);
        }
        return out;
    }

    /** Seats by their markers, lowest first: the ascending order of the rules. */
    public int[] ascending() {
        Integer[] seats = new Integer[players];
        for (int p = 0; p < players; p++) {
            seats[p] = p;
        }
        Arrays.sort(seats, (a, b) -> Integer.compare(score[a], score[b]));
        int[] out = new int[players];
        for (int i = 0; i < players; i++) {
            out[i] = seats[i];
        }
        return out;
    }

    /** Seats by their markers, highest first: the descending order of the rules. */
    public int[] descending() {
        int[] up = ascending();
        int[] out = new int[players];
        for (int i = 0; i < players; i++) {
            out[i] = up[players - 1 - i];
        }
        return out;
    }

    // ---- genes

    public boolean owns(int seat, int gene) {
        return geneSince[seat * genes + gene] > 0;
    }

    /** The round in which the seat bought the gene, 0 if it does not own it. */
    public int ownedSince(int seat, int gene) {
        return geneSince[seat * genes + gene];
    }

    /** The genes the seat owns, by index. */
    public List<Integer> genesOf(int seat) {
        List<Integer> out = new ArrayList<>();
        for (int g = 0; g < genes; g++) {
            if (owns(seat, g)) {
                out.add(g);
            }
        }
        return out;
    }

    /** Cards of a gene still in the pool: those in play with this many players less those owned. */
    public int inPool(int gene) {
        int n = board.gene(gene).cards(players);
        for (int p = 0; p < players; p++) {
            if (owns(p, gene)) {
                n--;
            }
        }
        return n;
    }

    // ---- amoebas

    /** The space of the seat's amoeba with this number (1..7), -1 when it is not on the board. */
    public int amoebaSpace(int seat, int number) {
        return amoebaSpace[seat * amoebas + number - 1];
    }

    public int damage(int seat, int number) {
        return damage[seat * amoebas + number - 1];
    }

    public boolean onBoard(int seat, int number) {
        return amoebaSpace(seat, number) >= 0;
    }

    public boolean hasActed(int seat, int number) {
        return (acted[seat] & (1 << (number - 1))) != 0;
    }

    /** The seat's amoebas on the board. */
    public int amoebasOnBoard(int seat) {
        int n = 0;
        for (int k = 1; k <= amoebas; k++) {
            if (onBoard(seat, k)) {
                n++;
            }
        }
        return n;
    }

    /** Amoebas of any seat on a space. */
    public int amoebasAt(int space) {
        int n = 0;
        for (int i = 0; i < amoebaSpace.length; i++) {
            if (amoebaSpace[i] == space) {
                n++;
            }
        }
        return n;
    }

    /** The seat's amoebas on a space. */
    public int amoebasAt(int space, int seat) {
        int n = 0;
        for (int k = 1; k <= amoebas; k++) {
            if (amoebaSpace(seat, k) == space) {
                n++;
            }
        }
        return n;
    }

    /** The amoeba numbers 1..7 per seat. */
    public int amoebasPerPlayer() {
        return amoebas;
    }

    // ---- food

    /** Cubes of a colour (a seat index) on a space. */
    public int food(int space, int colour) {
        return food[space * players + colour];
    }

    /** Cubes of a colour beside the board. */
    public int supply(int colour) {
        return supply[colour];
    }

    /** All cubes of a colour on the board. */
    public int foodOnBoard(int colour) {
        int n = 0;
        for (int s = 0; s < SoupBoard.SPACES; s++) {
            n += food(s, colour);
        }
        return n;
    }

    // ---- environment

    /** The card face up on the compass, or null before the setup turned one. */
    public EnvironmentCard environment() {
        return card < 0 ? null : board.environmentCards().get(card);
    }

    /** The index of the face-up card in the board's list, -1 for none. */
    public int environmentIndex() {
        return card;
    }

    /** Cards still face down. */
    public int deckSize() {
        return deckSize;
    }

    /** The face-down cards, next to be turned first. Hidden information: for the rules and determinization only. */
    public List<Integer> deckTopFirst() {
        List<Integer> out = new ArrayList<>(deckSize);
        for (int i = deckSize - 1; i >= 0; i--) {
            out.add(deck[i]);
        }
        return out;
    }

    /** The generator's state (for records and replays). */
    public long generatorState() {
        return rng;
    }

    // ---------------------------------------------------------------- equality

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof SoupState o)) {
            return false;
        }
        return board == o.board && players == o.players && deckSize == o.deckSize && card == o.card
                && round == o.round && phase == o.phase && current == o.current && actor == o.actor
                && turnIndex == o.turnIndex && amoeba == o.amoeba && rng == o.rng
                && Arrays.equals(colour, o.colour) && Arrays.equals(bp, o.bp) && Arrays.equals(score, o.score)
                && Arrays.equals(geneSince, o.geneSince) && Arrays.equals(amoebaSpace, o.amoebaSpace)
                && Arrays.equals(damage, o.damage) && Arrays.equals(acted, o.acted)
                && Arrays.equals(food, o.food) && Arrays.equals(supply, o.supply)
                && Arrays.equals(deck, 0, deckSize, o.deck, 0, o.deckSize)
                && Arrays.equals(startOrder, o.startOrder);
    }

    @Override
    public int hashCode() {
        int h = Objects.hash(System.identityHashCode(board), players, deckSize, card, round, phase, current, actor,
                turnIndex, amoeba, rng);
        h = 31 * h + Arrays.hashCode(colour);
        h = 31 * h + Arrays.hashCode(bp);
        h = 31 * h + Arrays.hashCode(score);
        h = 31 * h + Arrays.hashCode(geneSince);
        h = 31 * h + Arrays.hashCode(amoebaSpace);
        h = 31 * h + Arrays.hashCode(damage);
        h = 31 * h + Arrays.hashCode(acted);
        h = 31 * h + Arrays.hashCode(food);
        h = 31 * h + Arrays.hashCode(supply);
        for (int i = 0; i < deckSize; i++) {
            h = 31 * h + deck[i];
        }
        h = 31 * h + Arrays.hashCode(startOrder);
        return h;
    }

    @Override
    public String toString() {
        return "SoupState[round " + round + ", " + phase + ", actor " + actor() + ", markers "
                + Arrays.toString(score) + ", BP " + Arrays.toString(bp) + "]";
    }
}
