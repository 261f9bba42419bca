package org.ichto.urland.rules;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState.ChipLocation;

/**
 * The listed legal decisions of a state, in their one order, told one by one to an {@link Out}.
 * {@link Rules#legal} collects them into decisions; {@link RandomDecision} only counts them and then
 * builds the one it draws, so a random game allocates no decision it does not play. Both walk this
 * same listing, so the order, and with it every seeded game, is the same either way.
 */
final class Listing {
    private Listing() {
    }

    /** The kinds of listed decision; the three numbers of {@link Out#add} are the decision's fields. */
    enum Kind {
        CHOOSE_CHIP, LAND, SWIM, BREED, PLAY_EXTRA_TURN, END_ACTIONS, LAND_TWO, ASSIMILATE, WALK, EGG, FLY,
        STINK, BITE, BID, BUY_GENE, PASS_PURCHASE, PANIC_REGION, PANIC_OCEAN, EARS_STAY
    }

    /** Where the listing goes. */
    interface Out {
        void add(Kind kind, int a, int b, int c);

        /** One decision {@code (a, b)} for each b in the mask, lowest first. */
        default void addEach(Kind kind, int a, int mask) {
            for (int m = mask; m != 0; m &= m - 1) {
                add(kind, a, Integer.numberOfTrailingZeros(m), 0);
            }
        }

        /** Flights of 1 to {@code most} Ichtos to each place of the mask, lowest place first. */
        default void addFlights(int from, int targets, int most) {
            for (int m = targets; m != 0; m &= m - 1) {
                for (int count = 1; count <= most; count++) {
                    add(Kind.FLY, from, Integer.numberOfTrailingZeros(m), count);
                }
            }
        }

        /** Water movements of 1 to {@code most} Ichtos, in that order. */
        default void addSwims(int from, int to, int most) {
            for (int count = 1; count <= most; count++) {
                add(Kind.SWIM, from, to, count);
            }
        }
    }

    /** The decision a listed entry stands for. */
    static Decision make(Kind kind, int a, int b, int c) {
        Decision[] made = MADE_ONCE[kind.ordinal()];
        return made != null && a >= 0 && a < made.length ? made[a] : build(kind, a, b, c);
    }

    /**
     * The decisions of at most one small number (chips, bids, genes, oceans, regions, ending one's
     * actions...), made once and handed out again, by kind and number. A search compares the decisions
     * of a position with those it met there before, and finds the very same object at once, without
     * calling equals; decisions are values, so sharing them changes nothing else.
     */
    private static final Decision[][] MADE_ONCE = new Decision[Kind.values().length][];

    static {
        int numbers = GameState.ICHTOS_PER_COLOUR + 1; // bids and Ichtos staying: 0 to all of a colour
        for (Kind kind : new Kind[] {Kind.CHOOSE_CHIP, Kind.BREED, Kind.EGG, Kind.BID, Kind.PANIC_REGION,
                Kind.PANIC_OCEAN, Kind.EARS_STAY}) {
            madeOnce(kind, Math.max(numbers, Board.PLACES));
        }
        madeOnce(Kind.BUY_GENE, Gene.count());
        madeOnce(Kind.PLAY_EXTRA_TURN, 1);
        madeOnce(Kind.END_ACTIONS, 1);
        madeOnce(Kind.PASS_PURCHASE, 1);
    }

    private static void madeOnce(Kind kind, int numbers) {
        Decision[] made = new Decision[numbers];
        for (int a = 0; a < numbers; a++) {
            made[a] = build(kind, a, 0, 0);
        }
        MADE_ONCE[kind.ordinal()] = made;
    }

    private static Decision build(Kind kind, int a, int b, int c) {
        return switch (kind) {
            case CHOOSE_CHIP -> new Decision.ChooseChip(a);
            case LAND -> new Decision.Land(a, b);
            case SWIM -> new Decision.Swim(a, b, c);
            case BREED -> new Decision.Breed(a);
            case PLAY_EXTRA_TURN -> new Decision.PlayExtraTurn();
            case END_ACTIONS -> new Decision.EndActions();
            case LAND_TWO -> new Decision.LandTwo(a, b);
            case ASSIMILATE -> new Decision.Assimilate(a, b, c);
            case WALK -> new Decision.Walk(a, b);
            case EGG -> new Decision.Egg(a);
            case FLY -> new Decision.Fly(a, b, c);
            case STINK -> new Decision.Stink(a, b, c);
            case BITE -> new Decision.Bite(a, b);
            case BID -> new Decision.Bid(a);
            case BUY_GENE -> new Decision.BuyGene(Gene.of(a));
            case PASS_PURCHASE -> new Decision.PassPurchase();
            case PANIC_REGION -> new Decision.PanicRegion(a);
            case PANIC_OCEAN -> new Decision.PanicOcean(a);
            case EARS_STAY -> new Decision.EarsStay(a);
        };
    }

    /** Every listed decision of the actor (open choices apart, see {@link #open}). */
    static void list(GameState s, Out out) {
        switch (s.phase) {
            case CHOOSE_CHIP -> {
                for (int c = 1; c < GameState.CHIPS; c++) {
                    if (s.chipLoc[c] == ChipLocation.HAND.ordinal()) {
                        out.add(Kind.CHOOSE_CHIP, c, 0, 0);
                    }
                }
            }
            case ACTIONS -> {
                Actions.list(s, out);
                GeneActions.list(s, out);
            }
            case BID -> {
                for (int b = 0; b <= s.reserve[s.actor]; b++) {
                    out.add(Kind.BID, b, 0, 0);
                }
            }
            case BUY -> {
                for (int g = 0; g < Gene.count(); g++) {
                    if ((s.geneDisplay & Gene.of(g).bit()) != 0) {
                        out.add(Kind.BUY_GENE, g, 0, 0);
                    }
                }
                if (!s.auctionMustBuy) {
                    out.add(Kind.PASS_PURCHASE, 0, 0, 0);
                }
            }
            case PANIC_REGION -> {
                for (int m = Panic.struckCandidates(s); m != 0; m &= m - 1) {
                    out.add(Kind.PANIC_REGION, Integer.numberOfTrailingZeros(m), 0, 0);
                }
            }
            case PANIC_OCEAN -> {
                for (int m = s.regionOceans(s.panicRegion); m != 0; m &= m - 1) {
                    out.add(Kind.PANIC_OCEAN, Board.oceanPlace(Integer.numberOfTrailingZeros(m)), 0, 0);
                }
            }
            case PANIC_EARS -> {
                for (int k = 0; k <= s.ichtos(s.panicRegion, s.actor); k++) {
                    out.add(Kind.EARS_STAY, k, 0, 0);
                }
            }
            case PAY, EARS_FLIGHT, GAME_OVER -> {
            }
        }
    }

    /** The actor's open choice (a Retreat, a price, an Ears flight), or null if there is none. */
    static OpenChoice open(GameState s) {
        return switch (s.phase) {
            case ACTIONS -> s.actionsLeft >= 1 && s.onBoard(s.actor) > 0
                    ? new OpenChoice.RetreatChoice(ownIchtos(s)) : null;
            case PAY -> new OpenChoice.PriceChoice(ownIchtos(s), s.price);
            case EARS_FLIGHT -> EarsFlight.choice(s);
            default -> null;
        };
    }

    /** Whether {@link #open} has a choice, without building it. */
    static boolean hasOpen(GameState s) {
        return switch (s.phase) {
            case ACTIONS -> s.actionsLeft >= 1 && s.onBoard(s.actor) > 0;
            case PAY, EARS_FLIGHT -> true;
            default -> false;
        };
    }

    private static PlaceCounts ownIchtos(GameState s) {
        int[] c = new int[Board.PLACES];
        for (int p = 0; p < Board.PLACES; p++) {
            c[p] = s.ichtos(p, s.actor);
        }
        return PlaceCounts.of(c);
    }
}
