package org.ichto.urland.rules;

import org.ichto.urland.board.Board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The whole state of one Urland game, hidden parts included. Outside this package it is read-only:
 * the only way to a new state is {@link Rules#apply}, which works on a copy. The fields are small
 * arrays so that a copy is a handful of array clones (search copies states millions of times), and
 * the arrays that rarely change are shared between copies until one of them writes (see below).
 *
 * <p>Places: see {@link Board}. A land region is named by its representative area: the area whose
 * number the region carries ({@code regionOf[a] == a}). Ichtos of a region are counted at its
 * representative. Chips: 1..12 are area chips, {@link #PANIC} is the panic chip.
 */
public final class GameState {
    public static final int MAX_SEATS = 5;
    public static final int ICHTOS_PER_COLOUR = 28;
    public static final int PANIC = 0;
    public static final int CHIPS = 13;
    /** In a seat's view: a bid placed by another seat, not yet revealed. */
    public static final int HIDDEN_BID = -2;

    /** Where a chip is. */
    public enum ChipLocation {
        /** In the face-down deck. */
        DECK,
        /** In the environment player's hand, before the choice. */
        HAND,
        /** Chosen face down by the environment player, to be scored. */
        CHOSEN,
        /** Passed to the dummy, face down. */
        DUMMY,
        /** Scored this epoch, lying on its volcano marker (public). */
        SCORED,
        /** Out of the game: its volcano erupted (public). */
        REMOVED,
        /** The panic chip after it was drawn this epoch (public). */
        DRAWN_PANIC,
        /** Only in a seat's view: a chip the seat cannot see (in the deck or in another's hand). */
        HIDDEN
    }

    static final ChipLocation[] LOCATIONS = ChipLocation.values();

    final Board board;
    final int players;

    /** Ichtos per place and seat: ichtos[place * MAX_SEATS + seat]. */
    int[] ichtos;
    int[] reserve;
    int[] track;
    int[] extraChips;
    /** Owner seat per gene ordinal; -1 on display or in the pile; -2 out of this game. */
    int[] geneOwner;
    /** Genes face up, as a mask over gene ordinals. */
    int geneDisplay;
    /** Face-down gene pile, top last. */
    int[] genePile;
    int genePileSize;

    /** Representative area of the region holding each area. */
    int[] regionOf;
    /** Areas whose volcano has erupted, as a mask. */
    int erupted;

    /** Location of each chip (index 0 the panic chip), as ChipLocation ordinals. */
    int[] chipLoc;
    /** Face-down chip deck, top last. */
    int[] deck;
    int deckSize;
    /** Per seat: chips that seat has seen in a hand and that are not yet public (mask over chip ids). */
    int[] knownChips;

    int epoch;
    int turn;
    int env;
    Phase phase;
    int actor;
    int actionsLeft;
    boolean extraUsed;

    /** Mutation spaces reached so far, as a mask over the board's mutation-space list. */
    int triggeredSpaces;
    int pendingMutations;
    /** After the mutation phases: start a new epoch (volcano) rather than the next turn. */
    boolean mutationThenNewEpoch;
    /** Secret bids this mutation, -1 before a seat has bid. */
    int[] bids;
    int auctionIndex;
    int auctionBought;
    boolean auctionMustBuy;
    int price;

    int panicRegion;
    int panicOcean;
    /** Regions (representative mask) an eruption touched whose Ears surplus still awaits its flight. */
    int flightRegions;
    /**
     * During EARS_FLIGHT, where the Ears owner's Ichtos of the flight regions stood before the eruption:
     * for each region as it was then, at its lowest area, its areas (a mask, 0 where no origin starts)
     * and the owner's Ichtos that stood there. All 0 outside that phase.
     */
    int[] flightOriginAreas;
    int[] flightOriginIchtos;

    long rng;

    /** Receives what happens during one apply; never part of the state's value. */
    transient EventSink events = EventSink.NONE;

    GameState(Board board, int players) {
        this.board = Objects.requireNonNull(board);
        if (players < 3 || players > MAX_SEATS) {
            throw new IllegalArgumentException("Urland is for 3 to 5 players, not " + players);
        }
        this.players = players;
        ichtos = new int[Board.PLACES * MAX_SEATS];
        reserve = new int[players];
        track = new int[players];
        extraChips = new int[players];
        geneOwner = new int[Gene.count()];
        genePile = new int[Gene.count()];
        regionOf = new int[Board.AREAS];
        chipLoc = new int[CHIPS];
        deck = new int[CHIPS];
        knownChips = new int[players];
        bids = new int[players];
        Arrays.fill(bids, -1);
        flightOriginAreas = new int[Board.AREAS];
        flightOriginIchtos = new int[Board.AREAS];
        panicRegion = -1;
        panicOcean = -1;
        for (int a = 0; a < Board.AREAS; a++) {
            regionOf[a] = a;
        }
    }

    private GameState(GameState o) {
        board = o.board;
        players = o.players;
        ichtos = o.ichtos.clone();
        reserve = o.reserve.clone();
        track = o.track.clone();
        geneDisplay = o.geneDisplay;
        genePileSize = o.genePileSize;
        erupted = o.erupted;
        deckSize = o.deckSize;
        epoch = o.epoch;
        turn = o.turn;
        env = o.env;
        phase = o.phase;
        actor = o.actor;
        actionsLeft = o.actionsLeft;
        extraUsed = o.extraUsed;
        triggeredSpaces = o.triggeredSpaces;
        pendingMutations = o.pendingMutations;
        mutationThenNewEpoch = o.mutationThenNewEpoch;
        auctionIndex = o.auctionIndex;
        auctionBought = o.auctionBought;
        auctionMustBuy = o.auctionMustBuy;
        price = o.price;
        panicRegion = o.panicRegion;
        panicOcean = o.panicOcean;
        flightRegions = o.flightRegions;
        rng = o.rng;
        shareRarelyWritten(o, this);
    }

    /** An independent copy; cheap. */
    public GameState copy() {
        return new GameState(this);
    }

    /**
     * This state copied into {@code target} (a state of the same game that no one else holds, its arrays
     * overwritten) and returned; a new copy when target is null or of another board or number of players.
     * Equal to {@link #copy()} in every part, without allocating.
     */
    GameState copyInto(GameState target) {
        if (target == null || target == this || target.board != board || target.players != players
                || target.deck.length != deck.length || target.genePile.length != genePile.length) {
            return copy();
        }
        GameState t = target;
        System.arraycopy(ichtos, 0, t.ichtos, 0, ichtos.length);
        System.arraycopy(reserve, 0, t.reserve, 0, reserve.length);
        System.arraycopy(track, 0, t.track, 0, track.length);
        t.geneDisplay = geneDisplay;
        t.genePileSize = genePileSize;
        t.erupted = erupted;
        t.deckSize = deckSize;
        t.epoch = epoch;
        t.turn = turn;
        t.env = env;
        t.phase = phase;
        t.actor = actor;
        t.actionsLeft = actionsLeft;
        t.extraUsed = extraUsed;
        t.triggeredSpaces = triggeredSpaces;
        t.pendingMutations = pendingMutations;
        t.mutationThenNewEpoch = mutationThenNewEpoch;
        t.auctionIndex = auctionIndex;
        t.auctionBought = auctionBought;
        t.auctionMustBuy = auctionMustBuy;
        t.price = price;
        t.panicRegion = panicRegion;
        t.panicOcean = panicOcean;
        t.flightRegions = flightRegions;
        t.rng = rng;
        t.events = EventSink.NONE;
        shareRarelyWritten(this, t);
        return t;
    }

    /*
     * Copy on write. Ten of the arrays change a few times a round at most (chips, genes, regions, bids,
     * extra-turn chips, flight origins), so a copy shares them with the state it was made from, and
     * either of the two clones one before its first write to it. Both are marked, not only the copy:
     * a search plays on its own state in place (Rules.playOn) after copying from it, so the source may
     * be written as well. The rules write these arrays only through the methods below (their names end
     * in W); reading them directly is fine. Only the places of Ichtos, the reserves and the track,
     * written by nearly every decision, are copied with every copy.
     */
    private static final int GENE_OWNER = 1;
    private static final int GENE_PILE = 1 << 1;
    private static final int REGION_OF = 1 << 2;
    private static final int CHIP_LOC = 1 << 3;
    private static final int DECK = 1 << 4;
    private static final int KNOWN_CHIPS = 1 << 5;
    private static final int BIDS = 1 << 6;
    private static final int FLIGHT_ORIGIN_AREAS = 1 << 7;
    private static final int FLIGHT_ORIGIN_ICHTOS = 1 << 8;
    private static final int EXTRA_CHIPS = 1 << 9;
    private static final int ALL_SHARED = (1 << 10) - 1;
    /**
     * The arrays this state may share with another, which it must clone before writing. Not part of the
     * state's value. A state no one writes any more (one apply returned) is only ever marked with
     * ALL_SHARED, so threads copying it at once all write the same.
     */
    private int shared;

    private static void shareRarelyWritten(GameState from, GameState to) {
        to.geneOwner = from.geneOwner;
        to.genePile = from.genePile;
        to.regionOf = from.regionOf;
        to.chipLoc = from.chipLoc;
        to.deck = from.deck;
        to.knownChips = from.knownChips;
        to.bids = from.bids;
        to.flightOriginAreas = from.flightOriginAreas;
        to.flightOriginIchtos = from.flightOriginIchtos;
        to.extraChips = from.extraChips;
        to.shared = ALL_SHARED;
        if (from.shared != ALL_SHARED) {
            from.shared = ALL_SHARED;
        }
    }

    /** Whether the array of this bit is shared, no longer shared from now on (the caller clones it). */
    private boolean unshare(int bit) {
        boolean was = (shared & bit) != 0;
        shared &= ~bit;
        return was;
    }

    int[] geneOwnerW() {
        return unshare(GENE_OWNER) ? geneOwner = geneOwner.clone() : geneOwner;
    }

    int[] genePileW() {
        return unshare(GENE_PILE) ? genePile = genePile.clone() : genePile;
    }

    int[] regionOfW() {
        return unshare(REGION_OF) ? regionOf = regionOf.clone() : regionOf;
    }

    int[] chipLocW() {
        return unshare(CHIP_LOC) ? chipLoc = chipLoc.clone() : chipLoc;
    }

    int[] deckW() {
        return unshare(DECK) ? deck = deck.clone() : deck;
    }

    int[] knownChipsW() {
        return unshare(KNOWN_CHIPS) ? knownChips = knownChips.clone() : knownChips;
    }

    int[] bidsW() {
        return unshare(BIDS) ? bids = bids.clone() : bids;
    }

    int[] flightOriginAreasW() {
        return unshare(FLIGHT_ORIGIN_AREAS) ? flightOriginAreas = flightOriginAreas.clone() : flightOriginAreas;
    }

    int[] flightOriginIchtosW() {
        return unshare(FLIGHT_ORIGIN_ICHTOS) ? flightOriginIchtos = flightOriginIchtos.clone() : flightOriginIchtos;
    }

    int[] extraChipsW() {
        return unshare(EXTRA_CHIPS) ? extraChips = extraChips.clone() : extraChips;
    }

    // ---------------------------------------------------------------- reading

    public Board board() {
        return board;
    }

    public int players() {
        return players;
    }

    public Phase phase() {
        return phase;
    }

    /** The seat that must decide now (-1 when the game is over). */
    public int actor() {
        return phase == Phase.GAME_OVER ? -1 : actor;
    }

    public boolean isOver() {
        return phase == Phase.GAME_OVER;
    }

    public int ichtos(int place, int seat) {
        return ichtos[place * MAX_SEATS + seat];
    }

    /**
     * The places where this state's Ichtos and another's differ in any colour of the game, as a place mask
     * (bit p for place p): a judge of positions one action apart redoes only those.
     */
    public int placesDiffering(GameState other) {
        int[] a = ichtos;
        int[] b = other.ichtos;
        if (a == b) {
            return 0;
        }
        // The seats beyond the game's are 0 in both. Mostly a place or two differ: the whole arrays are
        // compared in a few long strides rather than place by place.
        int mask = 0;
        int end = Board.PLACES * MAX_SEATS;
        int from = 0;
        while (from < end) {
            int i = Arrays.mismatch(a, from, end, b, from, end);
            if (i < 0) {
                break;
            }
            int place = (from + i) / MAX_SEATS;
            mask |= 1 << place;
            from = (place + 1) * MAX_SEATS;
        }
        return mask;
    }

    /**
     * Whether every decision is legal alike in this state and in another while an Ichto player acts: the two
     * agree in all that judging an action (its phase, its cost and {@code Actions}' and {@code GeneActions}'
     * checks) reads: the phase, the actor and its actions left, the extra-turn chips and whether one was
     * played, the Ichtos, the reserves, the genes' owners, the regions and the volcanoes erupted. A search
     * that found its decisions legal in one world need not check them again in an alike one.
     */
    public boolean actionsAlike(GameState o) {
        return phase == Phase.ACTIONS && o.phase == Phase.ACTIONS && board == o.board && players == o.players
                && actor == o.actor && actionsLeft == o.actionsLeft && extraUsed == o.extraUsed
                && erupted == o.erupted && Arrays.equals(ichtos, o.ichtos) && Arrays.equals(reserve, o.reserve)
                && Arrays.equals(extraChips, o.extraChips) && Arrays.equals(geneOwner, o.geneOwner)
                && Arrays.equals(regionOf, o.regionOf);
    }

    /** All Ichtos (every colour) at a place. */
    public int ichtosAt(int place) {
        int t = 0;
        int base = place * MAX_SEATS;
        for (int s = 0; s < players; s++) {
            t += ichtos[base + s];
        }
        return t;
    }

    public int reserve(int seat) {
        return reserve[seat];
    }

    public int track(int seat) {
        return track[seat];
    }

    public int extraChips(int seat) {
        return extraChips[seat];
    }

    public int onBoard(int seat) {
        int t = 0;
        for (int p = 0; p < Board.PLACES; p++) {
            t += ichtos[p * MAX_SEATS + seat];
        }
        return t;
    }

    public int onLand(int seat) {
        int t = 0;
        for (int p = 0; p < Board.AREAS; p++) {
            t += ichtos[p * MAX_SEATS + seat];
        }
        return t;
    }

    public boolean owns(int seat, Gene g) {
        return geneOwner[g.ordinal()] == seat;
    }

    /** The seat owning a gene, -1 if nobody does. */
    public int ownerOf(Gene g) {
        int o = geneOwner[g.ordinal()];
        return o >= 0 ? o : -1;
    }

    public boolean geneInGame(Gene g) {
        return geneOwner[g.ordinal()] != -2;
    }

    public int genesOwned(int seat) {
        int n = 0;
        for (int o : geneOwner) {
            if (o == seat) {
                n++;
            }
        }
        return n;
    }

    public boolean onDisplay(Gene g) {
        return (geneDisplay & g.bit()) != 0;
    }

    public int genePileSize() {
        return genePileSize;
    }

    /** Gene pile from top down (hidden information: only the full state knows it). */
    public int[] genePileTopFirst() {
        int[] r = new int[genePileSize];
        for (int i = 0; i < genePileSize; i++) {
            r[i] = genePile[genePileSize - 1 - i];
        }
        return r;
    }

    public boolean isRegion(int place) {
        return place >= 0 && place < Board.AREAS && regionOf[place] == place;
    }

    /** The land regions, each by its representative area (area mask). */
    public int regionMask() {
        int m = 0;
        for (int a = 0; a < Board.AREAS; a++) {
            if (regionOf[a] == a) {
                m |= 1 << a;
            }
        }
        return m;
    }

    /** The regions bordering an ocean place, by their representative areas (area mask). */
    int regionsBordering(int regionMask, int oceanPlace) {
        return regionMask & board.topology(erupted).areasBordering(Board.oceanOf(oceanPlace));
    }

    /** Representative place of the region holding an area. */
    public int regionOf(int area) {
        return regionOf[area];
    }

    /** Areas of a region, as an area mask (read from the region map itself, so a position check can trust it). */
    public int regionAreas(int region) {
        int m = 0;
        for (int a = 0; a < Board.AREAS; a++) {
            if (regionOf[a] == region) {
                m |= 1 << a;
            }
        }
        return m;
    }

    /** Oceans bordering a region (ocean mask). */
    public int regionOceans(int region) {
        return board.topology(erupted).regionOceans(region);
    }

    /** Regions across a shallow-water gap from a region (mask of representatives). */
    public int regionNeighbours(int region) {
        int m = 0;
        for (int n = board.topology(erupted).neighbourAreas(region); n != 0; n &= n - 1) {
            m |= 1 << regionOf[Integer.numberOfTrailingZeros(n)];
        }
        return m;
    }

    public boolean hasErupted(int area) {
        return (erupted & (1 << area)) != 0;
    }

    public int eruptedMask() {
        return erupted;
    }

    /** The live chip of a region (its scoring chip), or 0 if its chips have all left the game. */
    public int liveChipOf(int region) {
        for (int a = 0; a < Board.AREAS; a++) {
            if (regionOf[a] == region && chipLoc[a + 1] != ChipLocation.REMOVED.ordinal()) {
                return a + 1;
            }
        }
        return 0;
    }

    public ChipLocation chipLocation(int chip) {
        return LOCATIONS[chipLoc[chip]];
    }

    public int deckSize() {
        return deckSize;
    }

    /** Deck from top down (hidden information). */
    public int[] deckTopFirst() {
        int[] r = new int[deckSize];
        for (int i = 0; i < deckSize; i++) {
            r[i] = deck[deckSize - 1 - i];
        }
        return r;
    }

    /** Chips at a location, as a mask over chip ids. */
    public int chipsAt(ChipLocation loc) {
        int m = 0;
        for (int c = 0; c < CHIPS; c++) {
            if (chipLoc[c] == loc.ordinal()) {
                m |= 1 << c;
            }
        }
        return m;
    }

    public int knownChips(int seat) {
        return knownChips[seat];
    }

    public int epoch() {
        return epoch;
    }

    public int turn() {
        return turn;
    }

    public int environmentPlayer() {
        return env;
    }

    /** The environment player's left neighbour. */
    public int dummy() {
        return (env + 1) % players;
    }

    public int actionsLeft() {
        return actionsLeft;
    }

    public boolean extraTurnUsed() {
        return extraUsed;
    }

    public boolean mutationSpaceReached(int index) {
        return (triggeredSpaces & (1 << index)) != 0;
    }

    public int triggeredSpacesMask() {
        return triggeredSpaces;
    }

    public int pendingMutations() {
        return pendingMutations;
    }

    public boolean mutationThenNewEpoch() {
        return mutationThenNewEpoch;
    }

    /**
     * A seat's bid in the running mutation, -1 if not yet made. Bids are secret until all are made: a
     * seat's view shows another's placed bid as {@link #HIDDEN_BID}.
     */
    public int bid(int seat) {
        return bids[seat];
    }

    public int auctionIndex() {
        return auctionIndex;
    }

    public int auctionBought() {
        return auctionBought;
    }

    public boolean auctionMustBuy() {
        return auctionMustBuy;
    }

    public int price() {
        return price;
    }

    public int panicRegion() {
        return panicRegion;
    }

    public int panicOcean() {
        return panicOcean;
    }

    public int flightRegions() {
        return flightRegions;
    }

    /** Where the Ears owner's Ichtos of a flight region stood before the eruption, lowest area first. */
    public List<FlightOrigin> flightOrigins(int region) {
        List<FlightOrigin> from = new ArrayList<>();
        for (int a = 0; a < Board.AREAS; a++) {
            int areas = flightOriginAreas[a];
            if (areas != 0 && regionOf[Integer.numberOfTrailingZeros(areas)] == region) {
                from.add(FlightOrigin.of(board, areas, flightOriginIchtos[a]));
            }
        }
        return from;
    }

    public long generatorState() {
        return rng;
    }

    /** The seat whose marker is furthest behind. */
    public int lastPlaced() {
        int best = 0;
        for (int s = 1; s < players; s++) {
            if (track[s] < track[best]) {
                best = s;
            }
        }
        return best;
    }

    /** The seat whose marker is furthest ahead (the winner once the game is over). */
    public int leader() {
        int best = 0;
        for (int s = 1; s < players; s++) {
            if (track[s] > track[best]) {
                best = s;
            }
        }
        return best;
    }

    // ---------------------------------------------------------------- randomness

    /** Uniform in [0, bound) from the state's own generator. */
    int randomInt(int bound) {
        org.ichto.shell.game.SeededRandom r = new org.ichto.shell.game.SeededRandom(rng);
        int v = r.nextInt(bound);
        rng = r.state();
        return v;
    }

    void shuffle(int[] a, int length) {
        org.ichto.shell.game.SeededRandom r = new org.ichto.shell.game.SeededRandom(rng);
        r.shuffle(a, length);
        rng = r.state();
    }

    void setChip(int chip, ChipLocation loc) {
        chipLocW()[chip] = loc.ordinal();
    }

    void add(int place, int seat, int delta) {
        ichtos[place * MAX_SEATS + seat] += delta;
    }

    /** Moves count of a seat's Ichtos from one place to another. */
    void move(int seat, int from, int to, int count) {
        ichtos[from * MAX_SEATS + seat] -= count;
        ichtos[to * MAX_SEATS + seat] += count;
    }

    // ---------------------------------------------------------------- value

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof GameState s)) {
            return false;
        }
        return players == s.players && board == s.board && Arrays.equals(ichtos, s.ichtos)
                && Arrays.equals(reserve, s.reserve) && Arrays.equals(track, s.track)
                && Arrays.equals(extraChips, s.extraChips) && Arrays.equals(geneOwner, s.geneOwner)
                && geneDisplay == s.geneDisplay && genePileSize == s.genePileSize
                && Arrays.equals(genePile, 0, genePileSize, s.genePile, 0, s.genePileSize)
                && Arrays.equals(regionOf, s.regionOf) && erupted == s.erupted
                && Arrays.equals(chipLoc, s.chipLoc) && deckSize == s.deckSize
                && Arrays.equals(deck, 0, deckSize, s.deck, 0, s.deckSize)
                && Arrays.equals(knownChips, s.knownChips) && epoch == s.epoch && turn == s.turn && env == s.env
                && phase == s.phase && actor == s.actor && actionsLeft == s.actionsLeft && extraUsed == s.extraUsed
                && triggeredSpaces == s.triggeredSpaces && pendingMutations == s.pendingMutations
                && mutationThenNewEpoch == s.mutationThenNewEpoch && Arrays.equals(bids, s.bids)
                && auctionIndex == s.auctionIndex && auctionBought == s.auctionBought
                && auctionMustBuy == s.auctionMustBuy && price == s.price && panicRegion == s.panicRegion
                && panicOcean == s.panicOcean && flightRegions == s.flightRegions
                && Arrays.equals(flightOriginAreas, s.flightOriginAreas)
                && Arrays.equals(flightOriginIchtos, s.flightOriginIchtos) && rng == s.rng;
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(ichtos), Arrays.hashCode(track), phase, actor, turn, rng);
    }

    @Override
    public String toString() {
        return StateText.describe(this);
    }
}
