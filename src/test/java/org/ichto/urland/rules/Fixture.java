package org.ichto.urland.rules;

import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState.ChipLocation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Builds a position directly, as the rules texts draw their examples: Ichtos on given places,
 * markers on given track spaces, genes, roles, the phase, chip locations. Every colour keeps its
 * 28 Ichtos: board + reserve + 1 track marker. A reserve left unset takes the rest; a reserve set
 * explicitly sends any surplus to the parking place (an ocean the test does not look at).
 *
 * <p>Defaults: epoch 1, environment player seat 0 (so seat 1 is the dummy), the first Ichto player
 * to act with the normal number of actions; markers apart from each other with every mutation
 * space already reached; every gene of the game on display and the pile empty; chip 12 chosen,
 * chips 10 and 11 with the dummy, chips 1..9 in the deck (1 on top) and the panic chip already
 * drawn this epoch.
 */
final class Fixture {
    static final int BLACK = 0;
    static final int WHITE = 1;
    static final int GREY = 2;
    static final int STRIPED = 3;
    static final int FIFTH = 4;

    static final int O1 = Board.oceanPlace(0);
    static final int O2 = Board.oceanPlace(1);
    static final int O3 = Board.oceanPlace(2);
    static final int O4 = Board.oceanPlace(3);
    static final int O5 = Board.oceanPlace(4);

    static final int PANIC = GameState.PANIC;
    static final int ALL_SPACES = 0b111;

    private static final int[] DEFAULT_TRACK = {22, 2, 6, 10, 14};

    private final GameState s;
    private final Integer[] reserveWanted;
    private int park = -1;
    private final List<Integer> deckTopFirst = new ArrayList<>();

    /** The place index of land area n (1..12). */
    static int area(int n) {
        return n - 1;
    }

    private Fixture(int players) {
        s = UrlandGame.newGame(players, 20010101L);
        reserveWanted = new Integer[players];
        Arrays.fill(s.ichtos, 0);
        for (int a = 0; a < Board.AREAS; a++) {
            s.regionOfW()[a] = a;
        }
        s.erupted = 0;
        for (int seat = 0; seat < players; seat++) {
            s.track[seat] = DEFAULT_TRACK[seat];
            s.extraChipsW()[seat] = players == 3 ? 1 : 2;
            s.knownChipsW()[seat] = 0;
        }
        s.geneDisplay = 0;
        for (Gene g : Gene.values()) {
            boolean in = g.inGameWith(players);
            s.geneOwnerW()[g.ordinal()] = in ? -1 : -2;
            if (in) {
                s.geneDisplay |= g.bit();
            }
        }
        s.genePileSize = 0;
        Arrays.fill(s.genePileW(), 0);
        Arrays.fill(s.chipLocW(), ChipLocation.SCORED.ordinal());
        s.setChip(PANIC, ChipLocation.DRAWN_PANIC);
        s.setChip(12, ChipLocation.CHOSEN);
        s.setChip(10, ChipLocation.DUMMY);
        s.setChip(11, ChipLocation.DUMMY);
        for (int c = 1; c <= 9; c++) {
            deckTopFirst.add(c);
        }
        s.epoch = 1;
        s.turn = 5;
        s.env = 0;
        s.triggeredSpaces = ALL_SPACES;
        s.pendingMutations = 0;
        s.mutationThenNewEpoch = false;
        Arrays.fill(s.bidsW(), -1);
        s.auctionIndex = 0;
        s.auctionBought = 0;
        s.auctionMustBuy = false;
        s.price = 0;
        s.panicRegion = -1;
        s.panicOcean = -1;
        s.flightRegions = 0;
        actions((s.env + 2) % players, Turn.baseActions(s, (s.env + 2) % players));
    }

    static Fixture of(int players) {
        return new Fixture(players);
    }

    // ---------------------------------------------------------------- Ichtos

    /** Exactly count Ichtos of the seat on the place (a land area is counted at its region). */
    Fixture put(int place, int seat, int count) {
        int p = place < Board.AREAS ? s.regionOf[place] : place;
        s.ichtos[p * GameState.MAX_SEATS + seat] = count;
        return this;
    }

    Fixture reserve(int seat, int count) {
        reserveWanted[seat] = count;
        return this;
    }

    /** Where Ichtos go that are neither placed nor in an explicitly set reserve. */
    Fixture park(int place) {
        park = place;
        return this;
    }

    // ---------------------------------------------------------------- track, genes, chips

    Fixture track(int... spaces) {
        if (spaces.length != s.players) {
            throw new IllegalArgumentException("one space per seat");
        }
        System.arraycopy(spaces, 0, s.track, 0, spaces.length);
        return this;
    }

    /** Mutation spaces already reached, as a mask over 12, 16, 21. */
    Fixture reached(int mask) {
        s.triggeredSpaces = mask;
        return this;
    }

    Fixture gene(int seat, Gene g) {
        s.geneOwnerW()[g.ordinal()] = seat;
        s.geneDisplay &= ~g.bit();
        return this;
    }

    /** The genes face up (the others of the game are neither on display nor owned unless given). */
    Fixture display(Gene... genes) {
        s.geneDisplay = 0;
        for (Gene g : genes) {
            s.geneDisplay |= g.bit();
        }
        return this;
    }

    Fixture pile(Gene... topFirst) {
        s.genePileSize = topFirst.length;
        for (int i = 0; i < topFirst.length; i++) {
            s.genePileW()[topFirst.length - 1 - i] = topFirst[i].ordinal();
        }
        return this;
    }

    Fixture extraChips(int seat, int n) {
        s.extraChipsW()[seat] = n;
        return this;
    }

    Fixture epoch(int epoch) {
        s.epoch = epoch;
        return this;
    }

    /** The state of the game's own random generator (which chip a volcano scores, shuffles). */
    Fixture rng(long state) {
        s.rng = state;
        return this;
    }

    /** The environment player; the dummy is the next seat clockwise. */
    Fixture env(int seat) {
        s.env = seat;
        return this;
    }

    Fixture chosen(int chip) {
        return chips(ChipLocation.CHOSEN, chip);
    }

    Fixture dummyChips(int a, int b) {
        return chips(ChipLocation.DUMMY, a, b);
    }

    Fixture hand(int... chips) {
        return chips(ChipLocation.HAND, chips);
    }

    Fixture scored(int... chips) {
        for (int c : chips) {
            move(c, ChipLocation.SCORED);
        }
        return this;
    }

    Fixture removed(int... chips) {
        for (int c : chips) {
            move(c, ChipLocation.REMOVED);
        }
        return this;
    }

    /** The deck, top first; chips listed leave wherever they were, deck chips not listed count as scored. */
    Fixture deck(int... topFirst) {
        for (int c : deckTopFirst) {
            s.setChip(c, c == PANIC ? ChipLocation.DRAWN_PANIC : ChipLocation.SCORED);
        }
        deckTopFirst.clear();
        for (int c : topFirst) {
            s.setChip(c, ChipLocation.DECK);
            deckTopFirst.add(c);
        }
        return this;
    }

    /** Chips at a location replace whatever lay there before (those count as scored). */
    private Fixture chips(ChipLocation loc, int... chips) {
        for (int c = 1; c < GameState.CHIPS; c++) {
            if (s.chipLoc[c] == loc.ordinal()) {
                s.setChip(c, ChipLocation.SCORED);
            }
        }
        for (int c : chips) {
            move(c, loc);
        }
        return this;
    }

    private void move(int chip, ChipLocation loc) {
        deckTopFirst.remove(Integer.valueOf(chip));
        s.setChip(chip, loc);
    }

    /**
     * A volcano erupts on the area (as at setup): its region joins the target's and the chip leaves the
     * game. Put Ichtos after the eruptions.
     */
    Fixture erupt(int areaNumber) {
        Volcano.merge(s, area(areaNumber));
        move(areaNumber, ChipLocation.REMOVED);
        return this;
    }

    // ---------------------------------------------------------------- phase

    /** The seat spends actions; extra-turn chip not yet played this turn. */
    Fixture actions(int seat, int left) {
        s.phase = Phase.ACTIONS;
        s.actor = seat;
        s.actionsLeft = left;
        s.extraUsed = false;
        return this;
    }

    /** The environment player holds these chips and must choose. */
    Fixture choosing(int... chips) {
        hand(chips);
        for (int c = 1; c < GameState.CHIPS; c++) {
            if (s.chipLoc[c] == ChipLocation.CHOSEN.ordinal() || s.chipLoc[c] == ChipLocation.DUMMY.ordinal()) {
                s.setChip(c, ChipLocation.SCORED);
            }
        }
        s.phase = Phase.CHOOSE_CHIP;
        s.actor = s.env;
        s.actionsLeft = 0;
        return this;
    }

    /** A mutation phase begins: every seat still to bid (the chosen chip of the turn was scored). */
    Fixture bidding(int pendingMutations) {
        for (int c = 1; c < GameState.CHIPS; c++) {
            if (s.chipLoc[c] == ChipLocation.CHOSEN.ordinal()) {
                s.setChip(c, ChipLocation.SCORED);
            }
        }
        s.pendingMutations = pendingMutations;
        s.phase = Phase.BID;
        s.actor = 0;
        s.actionsLeft = 0;
        Arrays.fill(s.bidsW(), -1);
        return this;
    }

    // ---------------------------------------------------------------- build

    GameState build() {
        for (int seat = 0; seat < s.players; seat++) {
            int rest = GameState.ICHTOS_PER_COLOUR - 1 - s.onBoard(seat);
            if (reserveWanted[seat] == null) {
                s.reserve[seat] = rest;
            } else {
                s.reserve[seat] = reserveWanted[seat];
                int surplus = rest - reserveWanted[seat];
                if (surplus != 0) {
                    if (park < 0 || surplus < 0) {
                        throw new IllegalStateException("seat " + seat + ": " + surplus
                                + " Ichtos neither placed nor in reserve (set a parking place)");
                    }
                    s.ichtos[park * GameState.MAX_SEATS + seat] += surplus;
                }
            }
            if (s.reserve[seat] < 0) {
                throw new IllegalStateException("seat " + seat + " has more than 27 Ichtos placed");
            }
        }
        s.deckSize = deckTopFirst.size();
        Arrays.fill(s.deckW(), 0);
        for (int i = 0; i < s.deckSize; i++) {
            s.deckW()[s.deckSize - 1 - i] = deckTopFirst.get(i);
        }
        for (int seat = 0; seat < s.players; seat++) {
            for (int other = seat + 1; other < s.players; other++) {
                if (s.track[seat] == s.track[other]) {
                    throw new IllegalStateException("two markers on space " + s.track[seat]);
                }
            }
        }
        checkColours(s);
        return s.copy();
    }

    /** Every colour still has its 28 Ichtos: board + reserve + the track marker. */
    static void checkColours(GameState g) {
        for (int seat = 0; seat < g.players; seat++) {
            int total = g.onBoard(seat) + g.reserve(seat) + 1;
            if (total != GameState.ICHTOS_PER_COLOUR) {
                throw new AssertionError("seat " + seat + " has " + total + " Ichtos in all, not 28\n" + g);
            }
        }
    }
}
