package org.ichto.urland.rules;

import org.ichto.shell.game.SeededRandom;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.Board;
import org.ichto.urland.rules.GameState.ChipLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.O1;

/**
 * A position read from a file is checked whole before it is played: each rule of {@link PositionCheck}
 * is broken once, in a state of a real game that fits together otherwise, and the problem is named.
 */
class PositionCheckTest {
    private static final Map<Phase, GameState> SAMPLES = new EnumMap<>(Phase.class);

    /** The first state of random games (3 to 5 players) in the phase that also passes the extra test. */
    private static GameState sample(Phase phase, Predicate<GameState> also) {
        for (int players : new int[] {4, 3, 5}) {
            for (long seed = 1; seed <= 60; seed++) {
                GameState s = UrlandGame.newGame(players, seed);
                SeededRandom rng = new SeededRandom(seed * 7 + 3);
                while (true) {
                    if (s.phase() == phase && also.test(s)) {
                        return s.copy();
                    }
                    if (s.isOver()) {
                        break;
                    }
                    s = Rules.apply(s, Rules.randomDecision(s, rng));
                }
            }
        }
        throw new AssertionError("no state in phase " + phase);
    }

    private static GameState in(Phase phase) {
        return SAMPLES.computeIfAbsent(phase, p -> sample(p, s -> true)).copy();
    }

    /** An Ichto player acting early in epoch 1: no mutation space reached, the leader before space 12. */
    private static GameState early() {
        return sample(Phase.ACTIONS, s -> s.triggeredSpaces == 0 && s.track[s.leader()] < 10);
    }

    /** An Ichto player acting after a mutation space was reached. */
    private static GameState afterAMutation() {
        return sample(Phase.ACTIONS, s -> s.triggeredSpaces != 0);
    }

    /** A gene purchase by a seat that is not the first buyer. */
    private static GameState laterPurchase() {
        return sample(Phase.BUY, s -> s.auctionBought > 0);
    }

    private static int firstChipAt(GameState s, ChipLocation loc) {
        for (int c = 1; c < GameState.CHIPS; c++) {
            if (s.chipLoc[c] == loc.ordinal()) {
                return c;
            }
        }
        throw new AssertionError("no chip at " + loc);
    }

    /** An area merged into another region by a volcano (there is one from the setup on). */
    private static int mergedArea(GameState s) {
        for (int a = 0; a < Board.AREAS; a++) {
            if (!s.isRegion(a)) {
                return a;
            }
        }
        throw new AssertionError("no merged area");
    }

    private static int regionWithOneOcean(GameState s) {
        for (int r = 0; r < Board.AREAS; r++) {
            if (s.isRegion(r) && Integer.bitCount(s.regionOceans(r)) == 1) {
                return r;
            }
        }
        throw new AssertionError("no region with one ocean");
    }

    private static int oceanNotBordering(GameState s, int region) {
        for (int o = 0; o < Board.OCEANS; o++) {
            if ((s.regionOceans(region) & (1 << o)) == 0) {
                return Board.oceanPlace(o);
            }
        }
        throw new AssertionError("region " + region + " borders every ocean");
    }

    /** Two areas not yet erupted. */
    private static int twoMoreVolcanoes(GameState s) {
        int m = 0;
        for (int a = 0; a < Board.AREAS && Integer.bitCount(m) < 2; a++) {
            if (!s.hasErupted(a)) {
                m |= 1 << a;
            }
        }
        return m;
    }

    private static int otherSeat(GameState s, int notThis) {
        return (notThis + 1) % s.players;
    }

    private static Arguments broken(String rule, GameState s, Consumer<GameState> change, String problem) {
        change.accept(s);
        return Arguments.of(rule, s, problem);
    }

    static Stream<Arguments> brokenRules() {
        return Stream.of(
                broken("a negative reserve", in(Phase.ACTIONS), s -> {
                    s.add(O1, 0, s.reserve[0] + 1);
                    s.reserve[0] = -1;
                }, "seat 0 has a negative reserve (-1)"),
                broken("too many extra-turn chips", in(Phase.ACTIONS), s -> s.extraChipsW()[0] = 3,
                        "seat 0 holds 3 extra-turn chips"),
                broken("a marker before the track", in(Phase.ACTIONS), s -> s.track[0] = 0,
                        "the marker of seat 0 is on space 0, off the track"),
                broken("the goal reached, the game not over", early(), s -> s.track[s.leader()] = 30,
                        "a marker has reached 30, so the game is over, yet the phase is ACTIONS"),
                broken("an epoch 4", in(Phase.ACTIONS), s -> s.epoch = 4, "epoch 4 does not exist"),
                broken("a panic without the panic chip", in(Phase.PANIC_REGION),
                        s -> s.setChip(GameState.PANIC, ChipLocation.DECK), "needs the panic chip drawn"),
                broken("a seat knowing a chip in the deck", in(Phase.ACTIONS),
                        s -> s.knownChipsW()[0] |= 1 << firstChipAt(s, ChipLocation.DECK),
                        "that are neither in hand, chosen nor with the dummy"),
                broken("turn 0", in(Phase.ACTIONS), s -> s.turn = 0, "turn must be 1 or more, not 0"),
                broken("the dummy choosing the chip", in(Phase.CHOOSE_CHIP), s -> s.actor = s.dummy(),
                        "chooses the chip, not seat"),
                broken("the environment player taking actions", in(Phase.ACTIONS), s -> s.actor = s.env,
                        "is the environment player and cannot take actions"),
                broken("the dummy taking actions", in(Phase.ACTIONS), s -> s.actor = s.dummy(),
                        "is the dummy and cannot take actions"),
                broken("no action left and no extra-turn chip", in(Phase.ACTIONS), s -> {
                    s.actionsLeft = 0;
                    s.extraChipsW()[s.actor] = 0;
                }, "has no action left and no extra-turn chip to play"),
                broken("actions left while choosing a chip", in(Phase.CHOOSE_CHIP), s -> s.actionsLeft = 1,
                        "actionsLeft and extraTurnUsed belong to phase ACTIONS"),
                broken("mutation space 12 reached exactly, not marked", early(), s -> s.track[s.leader()] = 12,
                        "a marker has passed mutation space 12, yet it is not marked reached"),
                broken("more pending mutations than spaces reached", in(Phase.ACTIONS), s -> s.pendingMutations = 4,
                        "4 pending mutations, but only"),
                broken("a gene auction with no mutation pending", in(Phase.BID), s -> s.pendingMutations = 0,
                        "phase BID needs a pending mutation"),
                broken("a mutation left pending during actions", afterAMutation(), s -> s.pendingMutations = 1,
                        "pending mutations are resolved before phase ACTIONS"),
                broken("a new epoch waiting outside an auction", in(Phase.ACTIONS), s -> s.mutationThenNewEpoch = true,
                        "thenNewEpoch belongs to a gene auction, not to phase ACTIONS"),
                broken("a bid during actions", in(Phase.ACTIONS), s -> s.bidsW()[0] = 0,
                        "seat 0 cannot have bid in phase ACTIONS"),
                broken("a seat before the bidder without a bid", sample(Phase.BID, s -> s.actor > 0),
                        s -> s.bidsW()[0] = -1, "seat 0 must have bid in phase BID with seat "),
                broken("a purchase index during actions", in(Phase.ACTIONS), s -> s.auctionIndex = 1,
                        "they must be 0, 0, false and 0 in ACTIONS"),
                broken("a purchase index past the last seat", in(Phase.BUY), s -> s.auctionIndex = s.players,
                        "auctionIndex must lie between 0 and " + (in(Phase.BUY).players - 1) + ", not "
                                + in(Phase.BUY).players),
                broken("the wrong buyer", in(Phase.BUY), s -> s.actor = otherSeat(s, s.actor),
                        "in the bid order, place "),
                broken("as many genes bought as a phase allows, still buying", in(Phase.BUY),
                        s -> s.auctionBought = Auction.maxGenes(s), "genes bought does not fit phase BUY"),
                broken("a later buyer who must buy", laterPurchase(), s -> s.auctionMustBuy = true,
                        "only the first buyer must buy (mustBuy true"),
                broken("a price other than the bid plus the genes owned", in(Phase.BUY), s -> s.price++,
                        "is its bid plus the genes it owned before"),
                broken("a price beyond the Ichtos on the board", in(Phase.BUY), s -> s.price = s.onBoard(s.actor) + 1,
                        "cannot pay"),
                broken("a purchase with no gene on display", in(Phase.BUY), s -> s.geneDisplay = 0,
                        "no gene on display to buy"),
                broken("a panic region during actions", in(Phase.ACTIONS), s -> s.panicRegion = s.regionOf[0],
                        "phase ACTIONS has no panic region and has no panic ocean"),
                broken("a panic ocean chosen before the ears", in(Phase.PANIC_OCEAN),
                        s -> s.panicOcean = Board.oceanPlace(0), "phase PANIC_OCEAN needs panic region and has no panic ocean"),
                broken("a panic region that is no region", in(Phase.PANIC_OCEAN), s -> s.panicRegion = mergedArea(s),
                        "is no region"),
                broken("the panic decided by the wrong seat", in(Phase.PANIC_REGION),
                        s -> s.actor = otherSeat(s, s.lastPlaced()), "decides the panic, not seat"),
                broken("a panic region with nothing to choose", in(Phase.PANIC_REGION), s -> {
                    int r = Integer.numberOfTrailingZeros(Panic.struckCandidates(s));
                    int seat = s.reserve[0] > 0 ? 0 : 1;
                    s.reserve[seat]--;
                    s.add(r, seat, 1);
                }, "phase PANIC_REGION needs two or more land regions tied"),
                broken("a panic region bordering one ocean, waiting for the ocean", in(Phase.PANIC_OCEAN),
                        s -> s.panicRegion = regionWithOneOcean(s), "borders only one ocean: nothing to choose"),
                broken("the Ears decision after fleeing into an ocean that does not border", in(Phase.PANIC_EARS),
                        s -> s.panicOcean = oceanNotBordering(s, s.panicRegion), "does not border region"),
                broken("the Ears decision for a seat without Ears", in(Phase.PANIC_EARS),
                        s -> s.actor = otherSeat(s, s.actor), "phase PANIC_EARS is for the owner of Ears"),
                broken("an Ears flight without a region", in(Phase.EARS_FLIGHT), s -> s.flightRegions = 0,
                        "phase EARS_FLIGHT needs a region in earsFlight"),
                broken("an Ears flight during actions", in(Phase.ACTIONS), s -> s.flightRegions = 1 << s.regionOf[0],
                        "earsFlight belongs to phase EARS_FLIGHT, not ACTIONS"),
                broken("an Ears flight from an area that is no region", in(Phase.EARS_FLIGHT),
                        s -> s.flightRegions |= 1 << mergedArea(s), "earsFlight: "),
                broken("an Ears flight by a seat without Ears", in(Phase.EARS_FLIGHT),
                        s -> s.actor = otherSeat(s, s.actor), "needs surplus Ichtos of the Ears owner"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenRules")
    void eachBrokenRuleIsNamed(String rule, GameState s, String problem) {
        assertThat(PositionCheck.problems(s)).as(rule).anySatisfy(p -> assertThat(p).contains(problem));
    }

    @Test
    void theSampledStatesFitTogether() {
        for (Phase phase : Phase.values()) {
            assertThat(PositionCheck.problems(in(phase))).as("a state of phase %s", phase).isEmpty();
        }
    }

    @Test
    void anEmptyReserveIsNoProblem() {
        GameState s = in(Phase.ACTIONS);
        s.add(O1, 0, s.reserve[0]);
        s.reserve[0] = 0;

        assertThat(PositionCheck.problems(s)).isEmpty();
    }

    @Test
    void aMarkerOnTheLastSpaceOfTheTrackIsNoProblem() {
        GameState s = in(Phase.GAME_OVER);
        s.track[s.leader()] = 50;

        assertThat(PositionCheck.problems(s)).isEmpty();
    }

    @Test
    void anAuctionAfterAVolcanoHasNoChipWithTheDummy() {
        GameState s = sample(Phase.BID, g -> g.mutationThenNewEpoch);
        assertThat(PositionCheck.problems(s)).isEmpty();

        s.setChip(firstChipAt(s, ChipLocation.REMOVED), ChipLocation.DUMMY);
        assertThat(PositionCheck.problems(s))
                .anySatisfy(p -> assertThat(p).contains("none in hand, chosen or with the dummy after a volcano"));
    }

    @Test
    void aPurchaseWithoutAnActor_isNamedAndJudgedNoFurther() {
        GameState s = in(Phase.BUY);
        s.actor = -1;

        assertThat(PositionCheck.problems(s)).containsExactly("phase BUY needs an actor");
    }

    @Test
    void theEnvironmentPlayerTakingActions_doesNotHideTheOtherProblems() {
        GameState s = in(Phase.ACTIONS);
        s.actor = s.env;
        s.bidsW()[0] = 0;

        assertThat(PositionCheck.problems(s)).hasSize(2)
                .anySatisfy(p -> assertThat(p).contains("cannot take actions"))
                .anySatisfy(p -> assertThat(p).contains("seat 0 cannot have bid"));
    }

    @Test
    void theMessageShowsSixProblems_andCountsTheRest() {
        assertThat(new InvalidPositionException(java.util.List.of("a", "b", "c", "d", "e", "f")))
                .hasMessage("invalid position: a; b; c; d; e; f");
        assertThat(new InvalidPositionException(java.util.List.of("a", "b", "c", "d", "e", "f", "g")))
                .hasMessage("invalid position: a; b; c; d; e; f; and 1 more");
    }

    @Test
    void threeVolcanoesInEpoch1_beforeAnyEruptionOfTheEpoch() {
        GameState s = early();
        s.erupted |= twoMoreVolcanoes(s);

        assertThat(PositionCheck.problems(s)).anySatisfy(p -> assertThat(p)
                .isEqualTo("3 volcanoes have erupted (removed chips), but in epoch 1 there are 1"));
    }

    @Test
    void afterTheEpochsEruptions_eitherCountIsNamed() {
        GameState s = in(Phase.GAME_OVER);
        int before = 1 + 2 * (s.epoch - 1);
        s.erupted = 0;

        assertThat(PositionCheck.problems(s)).anySatisfy(p -> assertThat(p).isEqualTo("0 volcanoes have erupted"
                + " (removed chips), but in epoch " + s.epoch + " there are " + before + " or " + (before + 2)));
    }
}
