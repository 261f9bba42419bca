package org.ichto.soup.rules;

import org.ichto.soup.board.Direction;
import org.ichto.soup.rules.SoupDecision.ChooseDirection;
import org.ichto.soup.rules.SoupDecision.Cling;
import org.ichto.soup.rules.SoupDecision.Drift;
import org.ichto.soup.rules.SoupDecision.Move;
import org.ichto.soup.rules.SoupDecision.MoveAgain;
import org.ichto.soup.rules.SoupDecision.StayPut;
import org.ichto.soup.rules.SoupDecision.StopMoving;
import org.ichto.soup.rules.SoupDecision.TakeCubes;
import org.ichto.soup.rules.SoupDecision.TakeDie;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.soup.rules.Soups.at;
import static org.ichto.soup.rules.Soups.cubes;
import static org.ichto.soup.rules.Soups.play;

/** Phase 1, movement: drift, moving by die, obstacles, Movement I and II, Speed, Streamlining, Tentacle, Holding. */
class SoupMovementTest {

    /** Seat 0's amoeba 1 on space {@code label} acting, 4 players, the card drifting {@code drift}. */
    private static SoupState acting(int label, Direction drift) {
        SoupState s = Soups.empty(4);
        Soups.put(s, 0, 1, label);
        Soups.drift(s, drift);
        return Soups.turn(s, 0, 1);
    }

    /** The movement is over: the amoeba feeds now (or already did: a feeding that is no choice is made at once). */
    private static void assertMovementOver(SoupState s) {
        assertThat(s.moverSeat()).isEqualTo(-1);
        assertThat(s.await() == Await.FEED || s.hasActed(0, 1) || s.phase() != Phase.MOVEMENT_AND_FEEDING).isTrue();
    }

    @ParameterizedTest(name = "from {0} drifting {1} ends on {2}")
    @CsvSource({"3, NORTH, 1", "3, EAST, 4", "3, SOUTH, 8", "3, WEST, 2",
            // Obstacles: the edge, the island, a corner that is not a space.
            "1, NORTH, 1", "1, EAST, 1", "4, NORTH, 4", "4, SOUTH, 4", "8, EAST, 8", "13, NORTH, 13", "19, EAST, 19",
            "2, WEST, 2"})
    void anAmoebaDriftsOneSpaceWithTheCurrentUnlessAnObstacleIsInTheWay(int from, Direction d, int to) {
        SoupState s = play(acting(from, d), new Drift());
        assertThat(at(s, 0, 1)).isEqualTo(to);
        assertThat(s.bp(0)).as("drifting is free").isEqualTo(4);
        assertMovementOver(s);
    }

    @Test
    void onTheCardWithoutDriftADriftingAmoebaStays() {
        SoupState s = play(acting(3, null), new Drift());
        assertThat(at(s, 0, 1)).isEqualTo(3);
    }

    @Test
    void otherAmoebasAreNoObstacles() {
        SoupState s = acting(3, Direction.EAST);
        Soups.put(s, 1, 1, 4);
        s = play(s, new Drift());
        assertThat(at(s, 0, 1)).isEqualTo(4);
    }

    @ParameterizedTest(name = "die {0} from space 3 ends on {1}")
    @CsvSource({"1, 2", "2, 1", "3, 4", "4, 8", "5, 3"})
    void movingCostsOneBpAndTheDieGivesTheDirection(int die, int to) {
        SoupState s = acting(3, Direction.SOUTH);
        Soups.rolls(s, die);
        s = play(s, new Move());
        assertThat(s.bp(0)).isEqualTo(3);
        assertThat(at(s, 0, 1)).isEqualTo(to);
    }

    @Test
    void theCompassOfTheGermanRulesAtTheIslandsNorthernSpace() {
        // DE: an amoeba on the space north of the island that rolls 2 stays because of the edge; a 3 moves it east.
        SoupState s = acting(4, Direction.SOUTH);
        Soups.rolls(s, 2);
        assertThat(at(play(s, new Move()), 0, 1)).isEqualTo(4);
        s = acting(4, Direction.SOUTH);
        Soups.rolls(s, 3);
        assertThat(at(play(s, new Move()), 0, 1)).isEqualTo(5);
    }

    @Test
    void aSixLetsThePlayerChooseAnyOfTheFourDirectionsButNotToStay() {
        SoupState s = acting(3, Direction.SOUTH);
        Soups.rolls(s, 6);
        s = play(s, new Move());
        assertThat(s.await()).isEqualTo(Await.DIRECTION);
        assertThat(SoupRules.legal(s)).containsExactly(new ChooseDirection(Direction.WEST),
                new ChooseDirection(Direction.NORTH), new ChooseDirection(Direction.EAST),
                new ChooseDirection(Direction.SOUTH));
        assertThat(SoupRules.whyIllegal(s, new ChooseDirection(null)))
                .isEqualTo("a 6 lets the player choose one of the four directions, not to stay");
        assertThat(at(play(s, new ChooseDirection(Direction.NORTH)), 0, 1)).isEqualTo(1);
    }

    @Test
    void withoutBpAnAmoebaCanOnlyDriftAndWithStreamliningMovingIsFree() {
        SoupState s = acting(3, Direction.SOUTH);
        s.bp[0] = 0;
        s.legal = null;
        assertThat(SoupRules.whyIllegal(s, new Move())).contains("costs 1 BP");
        // A single choice is no choice: the drift is made without asking.
        assertThat(SoupRules.legal(s)).containsExactly(new Drift());
        Soups.genes(s, 0, "Streamlining");
        Soups.rolls(s, 3);
        s = play(s, new Move());
        assertThat(s.bp(0)).isZero();
        assertThat(at(s, 0, 1)).isEqualTo(4);
    }

    @Test
    void movementOneRollsTwoDiceAndThePlayerTakesOne() {
        SoupState s = acting(3, Direction.SOUTH);
        Soups.genes(s, 0, "Movement I");
        Soups.rolls(s, 2, 5);
        s = play(s, new Move());
        assertThat(s.await()).isEqualTo(Await.DIE);
        assertThat(s.diceToChoose()).containsExactly(2, 5);
        assertThat(SoupRules.legal(s)).containsExactly(new TakeDie(2), new TakeDie(5));
        assertThat(SoupRules.whyIllegal(s, new TakeDie(3))).isEqualTo("the dice show 2 and 5, not 3");
        assertThat(at(play(s, new TakeDie(2)), 0, 1)).isEqualTo(1);
        assertThat(s.bp(0)).as("the cost does not change").isEqualTo(3);
        // A 6 among the dice is a free choice.
        s = acting(3, Direction.SOUTH);
        Soups.genes(s, 0, "Movement I");
        Soups.rolls(s, 6, 5);
        s = play(s, new Move(), new TakeDie(6));
        assertThat(s.await()).isEqualTo(Await.DIRECTION);
    }

    @Test
    void movementTwoChoosesTheDirectionOrToStayAndStillCostsOneBp() {
        SoupState s = acting(3, Direction.SOUTH);
        Soups.genes(s, 0, "Movement II");
        s = play(s, new Move());
        assertThat(s.bp(0)).isEqualTo(3);
        assertThat(SoupRules.legal(s)).hasSize(5).contains(new ChooseDirection(null));
        assertThat(at(play(s, new ChooseDirection(Direction.WEST)), 0, 1)).isEqualTo(2);
        assertThat(at(play(s, new ChooseDirection(null)), 0, 1)).isEqualTo(3);
    }

    @Test
    void speedGivesAFreeSecondStepFromWhereTheFirstEndedButNeverASecondDrift() {
        SoupState s = acting(3, Direction.SOUTH);
        Soups.genes(s, 0, "Speed");
        Soups.rolls(s, 3, 3);
        s = play(s, new Move());
        assertThat(at(s, 0, 1)).isEqualTo(4);
        assertThat(s.await()).isEqualTo(Await.MOVE_AGAIN);
        assertThat(SoupRules.legal(s)).containsExactly(new MoveAgain(), new StopMoving());
        SoupState again = play(s, new MoveAgain());
        assertThat(at(again, 0, 1)).isEqualTo(5);
        assertThat(again.bp(0)).as("the second step is free").isEqualTo(3);
        assertMovementOver(again);
        assertMovementOver(play(s, new StopMoving()));
        // A drift is never followed by a second step.
        s = play(acting(3, Direction.SOUTH), new Drift());
        assertMovementOver(s);
    }

    @Test
    void persistenceIncludesSpeed() {
        SoupState s = acting(3, Direction.SOUTH);
        Soups.genes(s, 0, "Persistence");
        Soups.rolls(s, 5);
        s = play(s, new Move());
        assertThat(s.await()).as("a second step even after a 5").isEqualTo(Await.MOVE_AGAIN);
    }

    @Test
    void tentacleTakesUpToThreeCubesFromTheSpaceFirstLeftAndPutsThemDownAtTheEnd() {
        SoupState s = acting(3, Direction.EAST);
        Soups.genes(s, 0, "Tentacle");
        Soups.food(s, 3, 1, 2, 0, 3);
        Soups.food(s, 4, 0, 0, 0, 0);
        s = play(s, new Drift());
        assertThat(s.await()).isEqualTo(Await.CUBES);
        // Up to 3 cubes of any colours, the amoeba's own included, as far as the space holds them.
        List<SoupDecision> legal = SoupRules.legal(s);
        assertThat(legal).contains(new TakeCubes(cubes(0, 0, 0, 0)), new TakeCubes(cubes(1, 2, 0, 0)),
                new TakeCubes(cubes(0, 0, 0, 3))).doesNotContain(new TakeCubes(cubes(0, 1, 0, 3)));
        assertThat(SoupRules.whyIllegal(s, new TakeCubes(cubes(1, 1, 0, 2))))
                .isEqualTo("Tentacle takes at most 3 cubes with 4 players");
        assertThat(SoupRules.whyIllegal(s, new TakeCubes(cubes(0, 0, 1, 0))))
                .isEqualTo("space 03 holds 0 cubes of colour 2, not 1");
        s = play(s, new TakeCubes(cubes(1, 0, 0, 2)));
        assertThat(at(s, 0, 1)).isEqualTo(4);
        assertThat(s.food(Soups.sp(4), 0)).isEqualTo(1);
        assertThat(s.food(Soups.sp(4), 3)).isEqualTo(2);
        assertThat(s.food(Soups.sp(3), 3)).isEqualTo(1);
        // With 3 players, 2 cubes.
        SoupState three = Soups.empty(3);
        Soups.put(three, 0, 1, 3);
        Soups.drift(three, Direction.EAST);
        Soups.genes(three, 0, "Tentacle");
        three = play(Soups.turn(three, 0, 1), new Drift());
        assertThat(SoupRules.legal(three)).allMatch(d -> ((TakeCubes) d).cubes().stream().mapToInt(i -> i).sum() <= 2);
    }

    @Test
    void tentacleTakesNothingWhenTheAmoebaDoesNotLeaveItsSpace() {
        SoupState s = acting(1, Direction.NORTH);
        Soups.genes(s, 0, "Tentacle");
        s = play(s, new Drift());
        assertMovementOver(s);
    }

    @Test
    void tentacleTakesOnlyOnceInASpeedMovement() {
        SoupState s = acting(3, Direction.SOUTH);
        Soups.genes(s, 0, "Tentacle", "Speed");
        Soups.rolls(s, 3, 3);
        s = play(s, new Move(), new TakeCubes(cubes(1, 1, 1, 0)), new MoveAgain());
        assertMovementOver(s);
        assertThat(at(s, 0, 1)).isEqualTo(5);
        assertThat(s.food(Soups.sp(3), 1)).as("taken from the space first left").isEqualTo(1);
        assertThat(s.food(Soups.sp(4), 1)).as("the intermediate space keeps its cubes").isEqualTo(2);
        // On space 5: 2 + 1 carried - 1 eaten of colour 1; colour 3 was not carried: 2 - 1 eaten.
        assertThat(s.food(Soups.sp(5), 1)).isEqualTo(2);
        assertThat(s.food(Soups.sp(5), 3)).isEqualTo(1);
    }

    @Test
    void holdingLetsAnAmoebaStayPutForFree() {
        SoupState s = acting(3, Direction.SOUTH);
        assertThat(SoupRules.legal(s)).doesNotContain(new StayPut());
        Soups.genes(s, 0, "Holding");
        s = play(s, new StayPut());
        assertThat(at(s, 0, 1)).isEqualTo(3);
        assertThat(s.bp(0)).isEqualTo(4);
        assertMovementOver(s);
    }

    @Test
    void aHoldingAmoebaOfAnotherPlayerMayClingOnAndActsLaterFromItsNewSpace() {
        SoupState s = acting(3, Direction.EAST);
        Soups.put(s, 2, 1, 3);
        Soups.put(s, 2, 2, 3);
        Soups.put(s, 0, 2, 3);
        Soups.genes(s, 2, "Holding");
        Soups.genes(s, 0, "Holding");
        s = play(s, new Drift());
        // The owner of Holding answers, though it is not on turn; its amoebas are asked in number order.
        assertThat(s.await()).isEqualTo(Await.CLING);
        assertThat(s.actor()).isEqualTo(2);
        assertThat(SoupRules.legal(s)).containsExactly(new Cling(1, true), new Cling(1, false));
        assertThat(SoupRules.whyIllegal(s, new Cling(2, true))).contains("asked about its amoeba 1");
        s = play(s, new Cling(1, true), new Cling(2, false));
        assertThat(at(s, 0, 1)).isEqualTo(4);
        assertThat(at(s, 2, 1)).isEqualTo(4);
        assertThat(at(s, 2, 2)).isEqualTo(3);
        assertThat(at(s, 0, 2)).as("the mover's own Holding amoebas are not asked").isEqualTo(3);
        assertThat(s.hasActed(2, 1)).as("carried, not acted").isFalse();
        assertMovementOver(s);
    }

    @Test
    void aHoldingAmoebaOnSpeedsIntermediateSpaceMayClingToTheSecondStep() {
        SoupState s = acting(3, Direction.SOUTH);
        Soups.genes(s, 0, "Speed");
        Soups.genes(s, 1, "Holding");
        Soups.put(s, 1, 1, 4);
        Soups.rolls(s, 3, 3);
        s = play(s, new Move(), new MoveAgain());
        assertThat(s.await()).isEqualTo(Await.CLING);
        s = play(s, new Cling(1, true));
        assertThat(at(s, 0, 1)).isEqualTo(5);
        assertThat(at(s, 1, 1)).isEqualTo(5);
    }

    @Test
    void aCarriedAmoebaThatHasActedDoesNotActAgain() {
        SoupState s = Soups.empty(4);
        Soups.put(s, 0, 1, 3);
        Soups.put(s, 1, 1, 3);
        Soups.genes(s, 0, "Holding");
        Soups.drift(s, Direction.EAST);
        // Seat 0 (lowest marker) has acted with its amoeba 1; seat 1's amoeba now drifts away and takes it along.
        s = Soups.turn(s, 1, 1);
        s.acted[0] = 1;
        s.legal = null;
        s = play(s, new Drift(), new Cling(1, true));
        assertThat(at(s, 0, 1)).isEqualTo(4);
        assertThat(s.hasActed(0, 1)).isTrue();
        // Seat 1's amoeba fed (its only way) and the phase went on without seat 0's amoeba acting again.
        assertThat(s.phase()).isNotEqualTo(Phase.MOVEMENT_AND_FEEDING);
        // Colour 1 on space 4: 2 + 2 excreted by seat 1's amoeba, none eaten by seat 0's.
        assertThat(s.food(Soups.sp(4), 1)).as("seat 0's amoeba did not feed on space 4").isEqualTo(4);
    }
}
