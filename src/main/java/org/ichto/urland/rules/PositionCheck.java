package org.ichto.urland.rules;

import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState.ChipLocation;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether the parts of a state fit together as a game of Urland leaves them: Ichtos, markers, the map,
 * the chips and what the game waits for. Each rule here follows from how the engine moves (Setup, Turn,
 * Volcano, Auction, Panic); a state they reject cannot arise in a game.
 */
final class PositionCheck {
    private final GameState s;
    private final List<String> problems = new ArrayList<>();

    private PositionCheck(GameState s) {
        this.s = s;
    }

    static List<String> problems(GameState s) {
        PositionCheck c = new PositionCheck(s);
        c.seats();
        c.map();
        c.chips();
        if (c.turn()) {
            c.mutation();
            c.panicAndFlight();
            c.problems.addAll(FlightOriginCheck.problems(s));
        }
        return c.problems;
    }

    private void problem(String text) {
        problems.add(text);
    }

    private boolean afterEruption() {
        return s.phase == Phase.EARS_FLIGHT || s.phase == Phase.GAME_OVER || s.mutationThenNewEpoch;
    }

    private void seats() {
        int n = s.players;
        int maxExtra = n == 3 ? 1 : 2;
        for (int seat = 0; seat < n; seat++) {
            if (s.reserve[seat] < 0) {
                problem("seat " + seat + " has a negative reserve (" + s.reserve[seat] + ")");
            }
            // Summed as a long: no count may wrap a total round into a fair-looking one.
            long onBoard = 0;
            for (int p = 0; p < org.ichto.urland.board.Board.PLACES; p++) {
                onBoard += s.ichtos[p * GameState.MAX_SEATS + seat];
            }
            long total = onBoard + s.reserve[seat] + 1;
            if (total != GameState.ICHTOS_PER_COLOUR) {
                problem("seat " + seat + " has " + total + " Ichtos (" + onBoard + " on the board, "
                        + s.reserve[seat] + " in reserve, 1 marker); every colour has " + GameState.ICHTOS_PER_COLOUR);
            }
            if (s.extraChips[seat] < 0 || s.extraChips[seat] > maxExtra) {
                problem("seat " + seat + " holds " + s.extraChips[seat] + " extra-turn chips; a seat starts with "
                        + maxExtra + " in a " + n + "-player game");
            }
            if (s.track[seat] < 1 || s.track[seat] > s.board.trackLength()) {
                problem("the marker of seat " + seat + " is on space " + s.track[seat] + ", off the track 1.."
                        + s.board.trackLength());
            }
            for (int other = 0; other < seat; other++) {
                if (s.track[other] == s.track[seat]) {
                    problem("the markers of seats " + other + " and " + seat + " share space " + s.track[seat]);
                }
            }
        }
        int goal = s.board.goal();
        if (s.track[s.leader()] >= goal && s.phase != Phase.GAME_OVER && s.phase != Phase.EARS_FLIGHT) {
            problem("a marker has reached " + goal + ", so the game is over, yet the phase is " + s.phase);
        }
    }

    /** The regions must be what the erupted volcanoes made of the areas. */
    private void map() {
        int[] component = new int[Board.AREAS];
        for (int a = 0; a < Board.AREAS; a++) {
            component[a] = 1 << a;
        }
        for (int a = 0; a < Board.AREAS; a++) {
            if (s.hasErupted(a)) {
                int joined = component[a] | component[s.board.volcanoTarget(a)];
                for (int m = joined; m != 0; m &= m - 1) {
                    component[Integer.numberOfTrailingZeros(m)] = joined;
                }
            }
        }
        for (int r = 0; r < Board.AREAS; r++) {
            if (!s.isRegion(r)) {
                continue;
            }
            int areas = s.regionAreas(r);
            if (areas != component[r]) {
                problem("region " + Board.placeName(r) + " holds areas " + Positions.placeList(areas)
                        + ", but the erupted volcanoes " + Positions.placeList(s.erupted) + " make areas "
                        + Positions.placeList(component[r]) + " one region");
            }
            int live = s.liveChipOf(r);
            if (live != 0 && live != r + 1) {
                problem("region " + Board.placeName(r) + " must carry the number of its live chip " + live);
            }
        }
        int erupted = Integer.bitCount(s.erupted);
        int before = 1 + 2 * (s.epoch - 1);
        if (s.epoch < 1 || s.epoch > 3) {
            problem("epoch " + s.epoch + " does not exist (1 to 3)");
        } else if (erupted != before && !(afterEruption() && erupted == before + 2)) {
            problem(erupted + " volcanoes have erupted (removed chips), but in epoch " + s.epoch + " there are "
                    + before + (afterEruption() ? " or " + (before + 2) : ""));
        }
    }

    private int count(ChipLocation loc) {
        return Integer.bitCount(s.chipsAt(loc) & ~1);
    }

    private void chips() {
        int hand = count(ChipLocation.HAND);
        int chosen = count(ChipLocation.CHOSEN);
        int dummy = count(ChipLocation.DUMMY);
        String expected = switch (s.phase) {
            case CHOOSE_CHIP -> hand == 3 && chosen == 0 && dummy == 0 ? null : "3 in hand";
            case ACTIONS -> hand == 0 && chosen == 1 && dummy == 2 ? null : "1 chosen and 2 with the dummy";
            case BID, BUY, PAY -> hand == 0 && chosen == 0 && dummy == (s.mutationThenNewEpoch ? 0 : 2) ? null
                    : s.mutationThenNewEpoch ? "none in hand, chosen or with the dummy after a volcano"
                    : "2 with the dummy, none in hand or chosen";
            case PANIC_REGION, PANIC_OCEAN, PANIC_EARS -> hand <= 2 && chosen == 0 && dummy == 0 ? null
                    : "at most 2 in hand while the environment player draws, none chosen or with the dummy";
            case EARS_FLIGHT -> hand == 0 && chosen == 0 && dummy == 0 ? null
                    : "none in hand, chosen or with the dummy after a volcano";
            case GAME_OVER -> hand == 0 && chosen == 0 && (dummy == 0 || dummy == 2) ? null
                    : "none in hand or chosen, and 0 or 2 with the dummy";
        };
        if (expected != null) {
            problem("in phase " + s.phase + " the chips must lie " + expected + ", not " + hand + " in hand, "
                    + chosen + " chosen, " + dummy + " with the dummy");
        }
        boolean panicDrawn = s.chipLocation(GameState.PANIC) == ChipLocation.DRAWN_PANIC;
        if (!panicDrawn && (s.phase == Phase.PANIC_REGION || s.phase == Phase.PANIC_OCEAN
                || s.phase == Phase.PANIC_EARS)) {
            problem("phase " + s.phase + " needs the panic chip drawn");
        }
        int held = s.chipsAt(ChipLocation.HAND) | s.chipsAt(ChipLocation.CHOSEN) | s.chipsAt(ChipLocation.DUMMY);
        for (int seat = 0; seat < s.players; seat++) {
            int stray = s.knownChips[seat] & ~held;
            if (stray != 0) {
                problem("seat " + seat + " knows chip(s) " + Positions.chipList(stray)
                        + " that are neither in hand, chosen nor with the dummy");
            }
        }
    }

    /** False when the actor does not fit the phase at all, so that nothing more can be judged by it. */
    private boolean turn() {
        if (s.turn < 1) {
            problem("turn must be 1 or more, not " + s.turn);
        }
        if ((s.actor < 0) != (s.phase == Phase.GAME_OVER)) {
            problem(s.phase == Phase.GAME_OVER ? "nobody acts once the game is over (actor must be null)"
                    : "phase " + s.phase + " needs an actor");
            return false;
        }
        int dummy = s.dummy();
        if (s.phase == Phase.CHOOSE_CHIP && s.actor != s.env) {
            problem("the environment player (seat " + s.env + ") chooses the chip, not seat " + s.actor);
        }
        if (s.phase == Phase.ACTIONS) {
            if (s.actor == s.env || s.actor == dummy) {
                problem("seat " + s.actor + " is the " + (s.actor == s.env ? "environment player" : "dummy")
                        + " and cannot take actions");
                return true;
            }
            int max = Turn.baseActions(s, s.actor) + (s.extraUsed ? 2 : 0);
            if (s.actionsLeft < 0 || s.actionsLeft > max) {
                problem("seat " + s.actor + " cannot have " + s.actionsLeft + " actions left (0.." + max + ")");
            } else if (s.actionsLeft == 0 && !Turn.canPlayExtraTurn(s)) {
                problem("seat " + s.actor + " has no action left and no extra-turn chip to play; the turn moves on");
            }
        } else if (s.actionsLeft != 0 || s.extraUsed) {
            problem("actionsLeft and extraTurnUsed belong to phase ACTIONS; they must be 0 and false in " + s.phase);
        }
        return true;
    }

    private void mutation() {
        int n = s.players;
        List<Integer> spaces = s.board.mutationSpaces();
        int leader = s.track[s.leader()];
        boolean ended = s.phase == Phase.GAME_OVER || s.phase == Phase.EARS_FLIGHT;
        for (int i = 0; i < spaces.size(); i++) {
            boolean reached = s.mutationSpaceReached(i);
            if (reached && leader < spaces.get(i)) {
                problem("mutation space " + spaces.get(i) + " is marked reached, but no marker has got there");
            } else if (!reached && leader >= spaces.get(i) && !ended) {
                problem("a marker has passed mutation space " + spaces.get(i) + ", yet it is not marked reached");
            }
        }
        boolean auction = s.phase == Phase.BID || s.phase == Phase.BUY || s.phase == Phase.PAY;
        if (s.pendingMutations < 0 || s.pendingMutations > Integer.bitCount(s.triggeredSpaces)) {
            problem(s.pendingMutations + " pending mutations, but only " + Integer.bitCount(s.triggeredSpaces)
                    + " mutation spaces reached");
        } else if (auction && s.pendingMutations == 0) {
            problem("phase " + s.phase + " needs a pending mutation");
        } else if (!auction && s.phase != Phase.EARS_FLIGHT && s.pendingMutations != 0) {
            problem("pending mutations are resolved before phase " + s.phase);
        }
        if (s.mutationThenNewEpoch && !auction) {
            problem("thenNewEpoch belongs to a gene auction, not to phase " + s.phase);
        }
        for (int seat = 0; seat < n; seat++) {
            if (s.bids[seat] > s.reserve[seat]) {
                problem("the bid of seat " + seat + " (" + s.bids[seat] + ") exceeds its reserve (" + s.reserve[seat]
                        + ")");
            }
            boolean bid = s.bids[seat] >= 0;
            boolean shouldHave = s.phase == Phase.BUY || s.phase == Phase.PAY
                    || (s.phase == Phase.BID && seat < s.actor);
            if (bid != shouldHave) {
                problem("seat " + seat + (bid ? " cannot have bid" : " must have bid") + " in phase " + s.phase
                        + (s.phase == Phase.BID ? " with seat " + s.actor + " to bid" : ""));
            }
        }
        if (s.phase == Phase.BUY || s.phase == Phase.PAY) {
            purchase();
        } else if (s.auctionIndex != 0 || s.auctionBought != 0 || s.auctionMustBuy || s.price != 0) {
            problem("auctionIndex, bought, mustBuy and price belong to the purchases; they must be 0, 0, false and 0 in "
                    + s.phase);
        }
    }

    private void purchase() {
        if (s.auctionIndex < 0 || s.auctionIndex >= s.players) {
            problem("auctionIndex must lie between 0 and " + (s.players - 1) + ", not " + s.auctionIndex);
            return;
        }
        int next = Auction.order(s).get(s.auctionIndex);
        if (s.actor != next) {
            problem("in the bid order, place " + s.auctionIndex + " is seat " + next + ", not seat " + s.actor);
        }
        boolean pay = s.phase == Phase.PAY;
        int max = Auction.maxGenes(s);
        int expectedPrice = Auction.priceFor(s, s.actor) - (pay ? 1 : 0);
        if (pay ? s.auctionBought < 1 || s.auctionBought > max : s.auctionBought < 0 || s.auctionBought >= max) {
            problem(s.auctionBought + " genes bought does not fit phase " + s.phase + " (at most " + max + ")");
        }
        if (s.auctionMustBuy != (!pay && s.auctionBought == 0)) {
            problem("only the first buyer must buy (mustBuy " + s.auctionMustBuy + " with " + s.auctionBought
                    + " bought)");
        }
        if (s.price != expectedPrice || (pay && s.price < 1)) {
            problem("the price of seat " + s.actor + " is its bid plus the genes it owned before, " + expectedPrice
                    + ", not " + s.price);
        }
        if (s.onBoard(s.actor) < s.price) {
            problem("seat " + s.actor + " cannot pay " + s.price + " with " + s.onBoard(s.actor) + " Ichtos on the board");
        }
        if (!pay && s.geneDisplay == 0) {
            problem("no gene on display to buy");
        }
    }

    private void panicAndFlight() {
        boolean panic = s.phase == Phase.PANIC_REGION || s.phase == Phase.PANIC_OCEAN || s.phase == Phase.PANIC_EARS;
        boolean regionSet = s.phase == Phase.PANIC_OCEAN || s.phase == Phase.PANIC_EARS;
        if (regionSet != (s.panicRegion >= 0) || (s.phase == Phase.PANIC_EARS) != (s.panicOcean >= 0)) {
            problem("phase " + s.phase + (regionSet ? " needs" : " has no") + " panic region and "
                    + (s.phase == Phase.PANIC_EARS ? "needs" : "has no") + " panic ocean");
            return;
        }
        if (s.panicRegion >= 0 && !s.isRegion(s.panicRegion)) {
            problem("panic region " + Board.placeName(s.panicRegion) + " is no region");
            return;
        }
        if (panic && s.phase != Phase.PANIC_EARS && s.actor != s.lastPlaced()) {
            problem("the last-placed player (seat " + s.lastPlaced() + ") decides the panic, not seat " + s.actor);
        }
        if (s.phase == Phase.PANIC_REGION && Integer.bitCount(Panic.struckCandidates(s)) < 2) {
            problem("phase PANIC_REGION needs two or more land regions tied for the most Ichtos");
        }
        if (s.phase == Phase.PANIC_OCEAN && Integer.bitCount(s.regionOceans(s.panicRegion)) < 2) {
            problem("the panic region " + Board.placeName(s.panicRegion) + " borders only one ocean: nothing to choose");
        }
        int ears = s.ownerOf(Gene.EARS);
        if (s.phase == Phase.PANIC_EARS) {
            if (!Actions.borders(s, s.panicRegion, s.panicOcean)) {
                problem("panic ocean " + Board.placeName(s.panicOcean) + " does not border region "
                        + Board.placeName(s.panicRegion));
            }
            if (s.actor != ears || s.ichtos(s.panicRegion, s.actor) < 1) {
                problem("phase PANIC_EARS is for the owner of Ears with Ichtos in the panic region");
            }
        }
        if ((s.phase == Phase.EARS_FLIGHT) != (s.flightRegions != 0)) {
            problem(s.phase == Phase.EARS_FLIGHT ? "phase EARS_FLIGHT needs a region in earsFlight"
                    : "earsFlight belongs to phase EARS_FLIGHT, not " + s.phase);
            return;
        }
        for (int m = s.flightRegions; m != 0; m &= m - 1) {
            int r = Integer.numberOfTrailingZeros(m);
            if (!s.isRegion(r)) {
                problem("earsFlight: " + Board.placeName(r) + " is no region");
            } else if (s.actor != ears || ears < 0 || s.ichtos(r, ears) < 2) {
                problem("earsFlight: region " + Board.placeName(r) + " needs surplus Ichtos of the Ears owner,"
                        + " who must be the actor");
            }
        }
    }
}
