package org.ichto.soup.ai;

import org.ichto.shell.game.Difficulty;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.rules.SoupStateBuilder;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** What the simple opponent values in a position, each part by itself. */
class SoupEvaluatorTest {
    private static final SoupPersonality BALANCED = SoupPersonalityTest.personality("balanced", Difficulty.NORMAL);
    private static final Evaluator JUDGE = new Evaluator(BALANCED);

    /** Four seats on ladder spaces 1 to 4 with 4 BP, no cubes anywhere, in round 2's phase 3. */
    private static SoupStateBuilder table() {
        SoupStateBuilder b = new SoupStateBuilder(SoupFixtures.BOARD, 4).round(2).phase(Phase.NEW_GENES)
                .deckTopFirst(List.of(0, 1, 2, 3, 4, 5, 6, 7)).faceUp(8).startOrder(List.of(0, 1, 2, 3));
        for (int seat = 0; seat < 4; seat++) {
            b.colour(seat, seat).score(seat, seat + 1).bp(seat, 4).supply(seat, 55);
        }
        return b;
    }

    private static int gene(String name) {
        return SoupFixtures.BOARD.gene(name).index();
    }

    @Test
    void moreAmoebasAreWorthTheirWeightAndWhatTheNextScoringAdds() {
        SoupStateBuilder b = table();
        double none = JUDGE.worth(b.build(), 0);
        b.amoeba(0, 1, 0, 0).amoeba(0, 2, 5, 0);
        double two = JUDGE.worth(b.build(), 0);
        b.amoeba(0, 3, 10, 0);
        double three = JUDGE.worth(b.build(), 0);
        assertThat(two - none).isCloseTo(2 * BALANCED.amoebas(), within(1e-9));
        // The third amoeba also moves the marker one space at the next scoring (0-2: 0, 3: 1).
        assertThat(three - two).isCloseTo(BALANCED.amoebas() + BALANCED.ladder(), within(1e-9));
    }

    @Test
    void damageCountsAgainstAndAnAmoebaAtItsLimitCountsAsGone() {
        double healthy = JUDGE.worth(table().amoeba(0, 1, 0, 0).build(), 0);
        double hurt = JUDGE.worth(table().amoeba(0, 1, 0, 1).build(), 0);
        double doomed = JUDGE.worth(table().amoeba(0, 1, 0, 2).build(), 0);
        double none = JUDGE.worth(table().build(), 0);
        assertThat(healthy - hurt).isCloseTo(BALANCED.damage(), within(1e-9));
        // Two damage points: it dies in phase 5, so it is worth no more than no amoeba at all.
        assertThat(doomed).isCloseTo(none, within(1e-9));
        // With Life Expectancy the limit is 3.
        double lasting = JUDGE.worth(table().gene(0, gene("Life Expectancy"), 1).amoeba(0, 1, 0, 2).build(), 0);
        double lastingNone = JUDGE.worth(table().gene(0, gene("Life Expectancy"), 1).build(), 0);
        assertThat(lasting - lastingNone).isCloseTo(BALANCED.amoebas() - 2 * BALANCED.damage(), within(1e-9));
    }

    @Test
    void mutationPointsAboveTheComingOzoneAreFearedOnAverage() {
        // Face down: the cards of ozone 6 to 13 (indices 0-7); 14 mutation points exceed them by 8 ... 1.
        SoupState s = table().gene(0, gene("Streamlining"), 1).gene(0, gene("Tentacle"), 1)
                .gene(0, gene("Holding"), 1).gene(0, gene("Spores"), 1).build();
        assertThat(s.mutationPoints(0)).isEqualTo(15);
        assertThat(Evaluator.expectedDefect(s, 0)).isCloseTo((9 + 8 + 7 + 6 + 5 + 4 + 3 + 2) / 8.0, within(1e-9));
        assertThat(Evaluator.expectedDefect(table().build(), 0)).isZero();
    }

    @Test
    void genesCountAsOnTheAdvanceTableAndAsTheyAreLiked() {
        SoupState s = table().gene(0, gene("Speed"), 1).gene(0, gene("Persistence"), 2)
                .gene(0, gene("Ray Protection"), 1).build();
        // An advanced gene counts 2, Ray Protection 0 (ruling 23).
        assertThat(Evaluator.geneCards(s, 0)).isEqualTo(3);
        double expected = BALANCED.ladder() * SoupFixtures.BOARD.geneAdvance(3) + BALANCED.genes() * 3
                + BALANCED.taste(gene("Speed")) + BALANCED.taste(gene("Persistence"))
                + BALANCED.taste(gene("Ray Protection"));
        assertThat(JUDGE.worth(s, 0) - JUDGE.worth(table().build(), 0)).isCloseTo(expected, within(1e-9));
    }

    @Test
    void bpCountUpToACap() {
        double twenty = JUDGE.worth(table().bp(0, Evaluator.BP_CAP).build(), 0);
        double thirty = JUDGE.worth(table().bp(0, Evaluator.BP_CAP + 10).build(), 0);
        double four = JUDGE.worth(table().build(), 0);
        assertThat(thirty).isEqualTo(twenty);
        assertThat(twenty - four).isCloseTo((Evaluator.BP_CAP - 4) * BALANCED.bp(), within(1e-9));
    }

    @Test
    void foodOfOtherColoursWhereItsAmoebasStandIsSharedAmongTheAmoebasThere() {
        int space = 7;
        SoupStateBuilder b = table().amoeba(0, 1, space, 0);
        b.food(space, 0, 9).food(space, 1, 1).food(space, 2, 5).food(space, 3, 0);
        double alone = JUDGE.worth(b.build(), 0) - JUDGE.worth(table().amoeba(0, 1, space, 0).build(), 0);
        // Its own colour is never eaten; a colour counts up to 2 cubes: 1 + 2 + 0.
        assertThat(alone).isCloseTo(3 * BALANCED.food(), within(1e-9));
        b.amoeba(2, 4, space, 0);
        double shared = JUDGE.worth(b.build(), 0) - JUDGE.worth(table().amoeba(0, 1, space, 0).amoeba(2, 4, space, 0)
                .build(), 0);
        assertThat(shared).isCloseTo(1.5 * BALANCED.food(), within(1e-9));
    }

    @Test
    void theBestOpponentsWorthCountsAgainstByTheRivalsWeight() {
        SoupStateBuilder b = table().amoeba(3, 1, 0, 0).amoeba(3, 2, 1, 0).amoeba(3, 3, 2, 0);
        SoupState s = b.build();
        double best = Math.max(JUDGE.worth(s, 1), Math.max(JUDGE.worth(s, 2), JUDGE.worth(s, 3)));
        assertThat(best).isEqualTo(JUDGE.worth(s, 3));
        assertThat(JUDGE.evaluate(s, 0)).isCloseTo(JUDGE.worth(s, 0) - BALANCED.rivals() * best, within(1e-9));
    }
}
