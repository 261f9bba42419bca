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
    int[] geneSince;
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
    int[] deck;
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

    // ---- the steps of a phase
    /** The gene indices the rules use (shared by every copy of a game). */
    final GeneIds g;
    /** What the game waits for inside the phase. */
    Await await = Await.NONE;
    /** The seats in the order of the phase in progress, fixed when it begins (markers move only in phase 6). */
    int[] order;
    /** Per seat: the gene defect owed in phase 2, fixed when the card is turned. */
    int[] owed;
    /** Per seat: amoebas (bit n - 1) that have tried Struggle for Survival this round (one attempt each). */
    int[] struggled;
    /** Per seat: amoebas whose free second attempt (Persistence) has been used this round. */
    int[] persisted;
    /** Per seat: 1 once its Aggression was used this round. */
    int[] aggressed;
    /** Per seat and advanced gene (seat * 4 + gene - basic genes): the gene given up for it, -1 if none. */
    int[] gaveUp;
    /** Phase 1 feeding after a failed attack with a second attempt left (1), or after clinging to an escaping victim (2); else 0. */
    int feedMode;
    /** Phase 5: the Aggression in progress is Persistence's free second attempt. */
    boolean aggressionRetry;

    // ---- a movement in progress: an amoeba's in phase 1, or an escape in phase 1 or 5
    /** The moving amoeba's seat, -1 when no movement is in progress. */
    int mvSeat = -1;
    int mvNumber;
    /** A drift (else a move by own strength). */
    boolean mvDrift;
    /** An escape from an attack (else the amoeba's own movement in phase 1). */
    boolean mvEscape;
    /** 1 for the first step, 2 for Speed's second. */
    int mvStep;
    /** Movement I's two dice while the player chooses one, else 0. */
    int die1;
    int die2;
    /** Movement II: the player may choose to stay when choosing the direction. */
    boolean mvMayStay;
    /** Where the whole movement began, where the step begins and where it ends. */
    int mvOrigin;
    int mvFrom;
    int mvTo;
    /** Tentacle's cubes were taken (once per movement). */
    boolean mvTentacleDone;
    /** Per colour: the cubes the mover carries with Tentacle. */
    int[] carried;
    /** Per seat: its amoebas clinging on to the mover (Holding). */
    int[] clingers;
    /** Per seat: its Holding amoebas already asked in this step. */
    int[] asked;

    // ---- an attack in progress: Struggle for Survival in phase 1, Aggression in phase 5
    /** The attacking amoeba's seat, -1 when no attack is in progress. */
    int atkSeat = -1;
    int atkNumber;
    int defSeat;
    int defNumber;
    /** An Aggression attack (phase 5), else Struggle for Survival. */
    boolean atkAggression;
    boolean defenseUsed;
    boolean defenseRetried;
    boolean escapeUsed;
    /** The attacker clung on to the escaping victim (ruling 17). */
    boolean attackerClung;

    transient SoupEventSink events = SoupEventSink.NONE;

    /*
     * Copy on write. Most arrays change at most a few times a round, so a copy shares them with the
     * state it was made from and clones one only before its first write (a state is never changed
     * once apply has returned it, so only the copy ever writes). The rules write these arrays through
     * the methods below; the rest are cloned with every copy.
     */
    private static final int GENE_SINCE = 1;
    private static final int GAVE_UP = 1 << 1;
    private static final int OWED = 1 << 2;
    private static final int ORDER = 1 << 3;
    private static final int STRUGGLED = 1 << 4;
    private static final int PERSISTED = 1 << 5;
    private static final int AGGRESSED = 1 << 6;
    private static final int CARRIED = 1 << 7;
    private static final int CLINGERS = 1 << 8;
    private static final int ASKED = 1 << 9;
    private static final int DECK = 1 << 10;
    private static final int ALL_SHARED = (1 << 11) - 1;
    /** The arrays still shared with the state this one was copied from. */
    private int shared;

    private boolean unshare(int bit) {
        boolean was = (shared & bit) != 0;
        shared &= ~bit;
        return was;
    }

    int[] geneSinceW() {
        return unshare(GENE_SINCE) ? geneSince = geneSince.clone() : geneSince;
    }

    int[] gaveUpW() {
        return unshare(GAVE_UP) ? gaveUp = gaveUp.clone() : gaveUp;
    }

    int[] owedW() {
        return unshare(OWED) ? owed = owed.clone() : owed;
    }

    int[] orderW() {
        return unshare(ORDER) ? order = order.clone() : order;
    }

    int[] struggledW() {
        return unshare(STRUGGLED) ? struggled = struggled.clone() : struggled;
    }

    int[] persistedW() {
        return unshare(PERSISTED) ? persisted = persisted.clone() : persisted;
    }

    int[] aggressedW() {
        return unshare(AGGRESSED) ? aggressed = aggressed.clone() : aggressed;
    }

    int[] carriedW() {
        return unshare(CARRIED) ? carried = carried.clone() : carried;
    }

    int[] clingersW() {
        return unshare(CLINGERS) ? clingers = clingers.clone() : clingers;
    }

    int[] askedW() {
        return unshare(ASKED) ? asked = asked.clone() : asked;
    }

    int[] deckW() {
        return unshare(DECK) ? deck = deck.clone() : deck;
    }

    /** Sets every entry to 0, writing (and so cloning) only if one is not 0 already. */
    static void clear(int[] a, java.util.function.Supplier<int[]> writable) {
        for (int x : a) {
            if (x != 0) {
                Arrays.fill(writable.get(), 0);
                return;
            }
        }
    }
    /** The legal decisions, once listed: a state never changes after {@link SoupRules#apply} returns it. Not copied. */
    transient java.util.List<SoupDecision> legal;

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
        g = GeneIds.of(board);
        order = new int[players];
        owed = new int[players];
        struggled = new int[players];
        persisted = new int[players];
        aggressed = new int[players];
        gaveUp = new int[players * SoupBoard.ADVANCED_GENES];
        Arrays.fill(gaveUp, -1);
        carried = new int[players];
        clingers = new int[players];
        asked = new int[players];
    }

    private SoupState(SoupState o) {
        board = o.board;
        players = o.players;
        amoebas = o.amoebas;
        genes = o.genes;
        colour = o.colour; // never changed after the setup
        bp = o.bp.clone();
        score = o.score.clone();
        geneSince = o.geneSince;
        amoebaSpace = o.amoebaSpace.clone();
        damage = o.damage.clone();
        acted = o.acted.clone();
        food = o.food.clone();
        supply = o.supply.clone();
        deck = o.deck;
        deckSize = o.deckSize;
        card = o.card;
        startOrder = o.startOrder; // never changed after the setup
        round = o.round;
        phase = o.phase;
        current = o.current;
        actor = o.actor;
        turnIndex = o.turnIndex;
        amoeba = o.amoeba;
        rng = o.rng;
        shared = ALL_SHARED;
        g = o.g;
        await = o.await;
        order = o.order;
        owed = o.owed;
        struggled = o.struggled;
        persisted = o.persisted;
        aggressed = o.aggressed;
        gaveUp = o.gaveUp;
        feedMode = o.feedMode;
        aggressionRetry = o.aggressionRetry;
        mvSeat = o.mvSeat;
        mvNumber = o.mvNumber;
        mvDrift = o.mvDrift;
        mvEscape = o.mvEscape;
        mvStep = o.mvStep;
        die1 = o.die1;
        die2 = o.die2;
        mvMayStay = o.mvMayStay;
        mvOrigin = o.mvOrigin;
        mvFrom = o.mvFrom;
        mvTo = o.mvTo;
        mvTentacleDone = o.mvTentacleDone;
        carried = o.carried;
        clingers = o.clingers;
        asked = o.asked;
        atkSeat = o.atkSeat;
        atkNumber = o.atkNumber;
        defSeat = o.defSeat;
        defNumber = o.defNumber;
        atkAggression = o.atkAggression;
        defenseUsed = o.defenseUsed;
        defenseRetried = o.defenseRetried;
        escapeUsed = o.escapeUsed;
        attackerClung = o.attackerClung;
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

    // ---- the steps of a phase

    /** What the game waits for inside the phase ({@link Await#NONE} in the setup and at the end). */
    public Await await() {
        return isOver() ? Await.NONE : await;
    }

    /** The seats in the order of the phase in progress. */
    public int[] phaseOrder() {
        return order.clone();
    }

    /** The gene defect the seat still owes in phase 2 (0 when none). */
    public int owed(int seat) {
        return owed[seat];
    }

    /** The gene the seat gave up for its advanced gene, -1 if it did not buy that advanced gene. */
    public int gaveUpFor(int seat, int advancedGene) {
        return gaveUp[seat * SoupBoard.ADVANCED_GENES + advancedGene - SoupBoard.BASIC_GENES];
    }

    /** True once the seat's amoeba tried Struggle for Survival this round. */
    public boolean hasStruggled(int seat, int number) {
        return (struggled[seat] & (1 << (number - 1))) != 0;
    }

    /** True once the seat used Aggression this round. */
    public boolean hasAggressed(int seat) {
        return aggressed[seat] != 0;
    }

    /** The moving amoeba's seat, -1 when no movement is in progress. */
    public int moverSeat() {
        return mvSeat;
    }

    /** The moving amoeba's number (meaningful while {@link #moverSeat()} is not -1). */
    public int moverNumber() {
        return mvNumber;
    }

    /** Movement I's two dice while the player chooses one: both faces, or an empty list. */
    public List<Integer> diceToChoose() {
        return die1 == 0 ? List.of() : List.of(die1, die2);
    }

    /** The space the moving amoeba is about to leave and where the step goes. */
    public int stepFrom() {
        return mvFrom;
    }

    public int stepTo() {
        return mvTo;
    }

    /** Cubes the mover carries with Tentacle, per colour. */
    public List<Integer> carried() {
        return toList(carried);
    }

    /** True if the seat's amoeba clings on to the mover. */
    public boolean clings(int seat, int number) {
        return mvSeat >= 0 && (clingers[seat] & (1 << (number - 1))) != 0;
    }

    /** The attacking amoeba's seat, -1 when no attack is in progress. */
    public int attackerSeat() {
        return atkSeat;
    }

    public int attackerNumber() {
        return atkNumber;
    }

    public int defenderSeat() {
        return defSeat;
    }

    public int defenderNumber() {
        return defNumber;
    }

    /** The attack in progress is Aggression (phase 5), else Struggle for Survival. */
    public boolean attackIsAggression() {
        return atkAggression;
    }

    /** Phase 1 feeding: 1 after a failed attack with a free second attempt left, 2 after clinging on to an escaping victim, else 0. */
    public int feedMode() {
        return feedMode;
    }

    /** The winning seat once the game is over: the marker furthest along the ladder; -1 before. */
    public int winner() {
        if (!isOver()) {
            return -1;
        }
        int best = 0;
        for (int p = 1; p < players; p++) {
            if (score[p] > score[best]) {
                best = p;
            }
        }
        return best;
    }

    /** Gene cards the seat counts on the advance table (advanced genes 2, Ray Protection 0). */
    public int geneCardsCounted(int seat) {
        int n = 0;
        for (int gene = 0; gene < genes; gene++) {
            if (owns(seat, gene)) {
                n += board.gene(gene).advance();
            }
        }
        return n;
    }

    /** The sum of the mutation points on the seat's genes. */
    public int mutationPoints(int seat) {
        int n = 0;
        for (int gene = 0; gene < genes; gene++) {
            if (owns(seat, gene)) {
                n += board.gene(gene).mp();
            }
        }
        return n;
    }

    /** The damage at which the seat's amoebas die in phase 5: 2, or 3 with Life Expectancy. */
    public int deadlyDamage(int seat) {
        return owns(seat, g.lifeExpectancy()) ? 3 : 2;
    }

    private static List<Integer> toList(int[] a) {
        List<Integer> out = new ArrayList<>(a.length);
        for (int x : a) {
            out.add(x);
        }
        return out;
    }

    // ---- package helpers for the rules

    int index(int seat, int number) {
        return seat * amoebas + number - 1;
    }

    boolean ownsSpeed(int seat) {
        return owns(seat, g.speed()) || owns(seat, g.persistence());
    }

    boolean ownsStruggle(int seat) {
        return owns(seat, g.struggle()) || owns(seat, g.aggression());
    }

    /** Puts up to {@code n} cubes of each colour in play on a space, as far as the supply allows. */
    int[] putFromSupply(int space, int n) {
        int[] put = new int[players];
        for (int c = 0; c < players; c++) {
            int k = Math.min(n, supply[c]);
            supply[c] -= k;
            food[space * players + c] += k;
            put[c] = k;
        }
        return put;
    }

    /** Takes an amoeba off the board (its damage and its marks for the round go with it). */
    void remove(int seat, int number) {
        int i = index(seat, number);
        amoebaSpace[i] = -1;
        damage[i] = 0;
        int bit = ~(1 << (number - 1));
        acted[seat] &= bit;
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
                && Arrays.equals(startOrder, o.startOrder)
                && await == o.await && Arrays.equals(order, o.order) && Arrays.equals(owed, o.owed)
                && Arrays.equals(struggled, o.struggled) && Arrays.equals(persisted, o.persisted)
                && Arrays.equals(aggressed, o.aggressed) && Arrays.equals(gaveUp, o.gaveUp)
                && feedMode == o.feedMode && aggressionRetry == o.aggressionRetry
                && mvSeat == o.mvSeat && mvNumber == o.mvNumber && mvDrift == o.mvDrift && mvEscape == o.mvEscape
                && mvStep == o.mvStep && die1 == o.die1 && die2 == o.die2 && mvMayStay == o.mvMayStay
                && mvOrigin == o.mvOrigin && mvFrom == o.mvFrom && mvTo == o.mvTo
                && mvTentacleDone == o.mvTentacleDone && Arrays.equals(carried, o.carried)
                && Arrays.equals(clingers, o.clingers) && Arrays.equals(asked, o.asked)
                && atkSeat == o.atkSeat && atkNumber == o.atkNumber && defSeat == o.defSeat
                && defNumber == o.defNumber && atkAggression == o.atkAggression && defenseUsed == o.defenseUsed
                && defenseRetried == o.defenseRetried && escapeUsed == o.escapeUsed
                && attackerClung == o.attackerClung;
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
        h = 31 * h + Objects.hash(await, feedMode, aggressionRetry, mvSeat, mvNumber, mvStep, die1, die2, mvFrom,
                mvTo, atkSeat, atkNumber, defSeat, defNumber);
        h = 31 * h + Arrays.hashCode(order) + 7 * Arrays.hashCode(owed) + 11 * Arrays.hashCode(struggled);
        h = 31 * h + Arrays.hashCode(gaveUp) + 7 * Arrays.hashCode(carried) + 11 * Arrays.hashCode(clingers);
        return h;
    }

    @Override
    public String toString() {
        return "SoupState[round " + round + ", " + phase + ", actor " + actor() + ", markers "
                + Arrays.toString(score) + ", BP " + Arrays.toString(bp) + "]";
    }
}
