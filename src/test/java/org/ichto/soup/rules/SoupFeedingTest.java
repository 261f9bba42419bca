package org.ichto.soup.rules;

import org.ichto.soup.board.Direction;
import org.ichto.soup.rules.SoupDecision.Feed;
import org.ichto.soup.rules.SoupDecision.StayPut;
import org.ichto.soup.rules.SoupDecision.Starve;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.soup.rules.Soups.cubes;
import static org.ichto.soup.rules.Soups.play;

/** Phase 1, feeding: the base methods, Substitution, Frugality, Parasitism, excretion, shortage, starvation. */
class SoupFeedingTest {

    /** Seat 0's amoeba 1 on space 3 with Holding, after staying put: it feeds now. */
    private static SoupState feeding(int players, int[] food, String... genes) {
        SoupState s = Soups.empty(players);
        Soups.put(s, 0, 1, 3);
        Soups.put(s, 0, 2, 10); // a second amoeba keeps the phase going after the first has fed
        Soups.genes(s, 0, "Holding");
        Soups.genes(s, 0, genes);
        Soups.food(s, 3, food);
        Soups.drift(s, Direction.NORTH);
        return play(Soups.turn(s, 0, 1), new StayPut());
    }

    /** The feeding methods offered, as the sorted cube counts of the colours eaten, e.g. "2:1". */
    private static Set<String> methods(SoupState s) {
        return SoupRules.legal(s).stream().filter(d -> d instanceof Feed f && f.host() < 0)
                .map(d -> ((Feed) d).eaten().stream().filter(n -> n > 0).sorted((a, b) -> b - a)
                        .map(String::valueOf).collect(Collectors.joining(":")))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void withFourPlayersAnAmoebaEatsOneCubeOfEachOtherColourAndExcretesTwoOfItsOwn() {
        SoupState s = Soups.empty(4);
        Soups.put(s, 0, 1, 3);
        Soups.put(s, 0, 2, 10);
        Soups.drift(s, null);
        s = play(Soups.turn(s, 0, 1), new SoupDecision.Drift());
        // The only method is taken at once.
        assertThat(s.amoeba()).isEqualTo(2);
        for (int c = 1; c < 4; c++) {
            assertThat(s.food(Soups.sp(3), c)).isEqualTo(1);
            assertThat(s.supply(c)).isEqualTo(18);
        }
        assertThat(s.food(Soups.sp(3), 0)).isEqualTo(4);
        assertThat(s.supply(0)).isEqualTo(15);
    }

    @Test
    void withThreePlayersItEatsTwoOfOneOtherColourAndOneOfTheOtherThePlayerChoosing() {
        SoupState s = feeding(3, new int[] {0, 2, 2});
        assertThat(SoupRules.legal(s)).containsExactly(new Feed(cubes(0, 2, 1), -1), new Feed(cubes(0, 1, 2), -1));
        s = play(s, new Feed(cubes(0, 1, 2), -1));
        assertThat(s.food(Soups.sp(3), 2)).isZero();
        assertThat(s.food(Soups.sp(3), 0)).isEqualTo(2);
        // Only one of the two ways possible: taken at once.
        SoupState one = feeding(3, new int[] {0, 1, 3});
        assertThat(one.amoeba()).isEqualTo(2);
        assertThat(one.food(Soups.sp(3), 2)).isEqualTo(1);
    }

    @Test
    void anAmoebaNeverEatsItsOwnColour() {
        SoupState s = feeding(4, new int[] {5, 2, 2, 0}, "Substitution");
        assertThat(SoupRules.whyIllegal(s, new Feed(cubes(1, 1, 1, 0), -1)))
                .isEqualTo("an amoeba never eats cubes of its own colour");
    }

    @Test
    void substitutionEatsOneColourFewerAndOneCubeMore() {
        // DE: with 4 players 2:2 or 3:1.
        assertThat(methods(feeding(4, new int[] {0, 3, 3, 3}, "Substitution"))).containsExactly("1:1:1", "2:2", "3:1");
        // 3 players: 4 of one colour.
        assertThat(methods(feeding(3, new int[] {0, 4, 4}, "Substitution"))).containsExactly("2:1", "4");
    }

    @Test
    void frugalityEatsOneCubeLess() {
        assertThat(methods(feeding(4, new int[] {0, 3, 3, 3}, "Frugality"))).containsExactly("1:1", "1:1:1");
    }

    @Test
    void frugalityAndSubstitutionTogetherGiveTheSixMethodsOfTheGermanRules() {
        SoupState s = feeding(4, new int[] {0, 3, 3, 3}, "Frugality", "Substitution");
        assertThat(methods(s)).containsExactlyInAnyOrder("1:1:1", "2:2", "3:1", "1:1", "2:1", "3");
    }

    @Test
    void aFeedingGeneNeedNotBeUsedButTheAmoebaMustFeedWhenItCan() {
        SoupState s = feeding(4, new int[] {0, 1, 1, 1}, "Frugality");
        assertThat(SoupRules.legal(s)).contains(new Feed(cubes(0, 1, 1, 1), -1), new Feed(cubes(0, 1, 1, 0), -1))
                .doesNotContain(new Starve());
        assertThat(SoupRules.whyIllegal(s, new Starve()))
                .isEqualTo("the amoeba can feed in the ordinary way on space 03, so it must");
    }

    @Test
    void whenOnlyAGeneMethodWouldFeedItTheAmoebaMayStarveInstead() {
        SoupState s = feeding(4, new int[] {0, 2, 2, 0}, "Substitution");
        assertThat(SoupRules.legal(s)).containsExactlyInAnyOrder(new Feed(cubes(0, 2, 2, 0), -1), new Starve());
    }

    @Test
    void anAmoebaThatCannotFeedStarvesAndTakesADamagePoint() {
        SoupState s = Soups.empty(4);
        Soups.put(s, 0, 1, 3, 1);
        Soups.put(s, 0, 2, 10);
        Soups.food(s, 3, 2, 2, 2, 0);
        Soups.drift(s, null);
        s = play(Soups.turn(s, 0, 1), new SoupDecision.Drift());
        // The only way is to starve: taken at once. It eats and excretes nothing.
        assertThat(s.damage(0, 1)).isEqualTo(2);
        assertThat(s.food(Soups.sp(3), 1)).isEqualTo(2);
        assertThat(s.food(Soups.sp(3), 0)).isEqualTo(2);
        assertThat(s.onBoard(0, 1)).as("it dies only in phase 5").isTrue();
    }

    @Test
    void whenTheSupplyRunsShortFewerCubesAreExcreted() {
        SoupState s = feeding(4, new int[] {0, 3, 3, 3}, "Frugality");
        Soups.supply(s, 0, 1);
        s = play(s, new Feed(cubes(0, 1, 1, 1), -1));
        assertThat(s.food(Soups.sp(3), 0)).isEqualTo(1);
        assertThat(s.supply(0)).isZero();
        Soups.supply(s, 0, 0);
    }

    @Test
    void parasitismLeavesOutOneCubeAndTheHostPaysOneBp() {
        SoupState s = Soups.empty(4);
        Soups.put(s, 0, 1, 3);
        Soups.put(s, 0, 2, 10);
        Soups.put(s, 2, 1, 3);
        Soups.put(s, 3, 1, 3);
        Soups.genes(s, 0, "Holding", "Parasitism");
        Soups.food(s, 3, 0, 1, 1, 0);
        s.bp[3] = 0;
        s = play(Soups.turn(s, 0, 1), new StayPut());
        // Base 1:1:1 is impossible (no colour 3); seat 2 can host, seat 3 has no BP.
        List<SoupDecision> legal = SoupRules.legal(s);
        assertThat(legal).contains(new Feed(cubes(0, 1, 1, 0), 2), new Starve())
                .doesNotContain(new Feed(cubes(0, 1, 1, 0), 3), new Feed(cubes(0, 1, 1, 0), -1));
        assertThat(SoupRules.whyIllegal(s, new Feed(cubes(0, 1, 1, 0), 3))).startsWith("seat 3 cannot be the host");
        assertThat(SoupRules.whyIllegal(s, new Feed(cubes(0, 1, 1, 0), 0))).startsWith("seat 0 cannot be the host");
        s = play(s, new Feed(cubes(0, 1, 1, 0), 2));
        assertThat(s.bp(2)).isEqualTo(3);
        assertThat(s.food(Soups.sp(3), 0)).isEqualTo(2);
    }

    @Test
    void onlyAnAmoebaWithParasitismHasAHost() {
        SoupState s = feeding(4, new int[] {0, 2, 2, 2}, "Substitution");
        assertThat(SoupRules.whyIllegal(s, new Feed(cubes(0, 1, 1, 0), 2)))
                .isEqualTo("only an amoeba with Parasitism may have a host");
        assertThat(SoupRules.whyIllegal(s, new Feed(cubes(0, 1, 1, 0), -1)))
                .isEqualTo("eating [0, 1, 1, 0] is not a feeding method this amoeba has");
    }
}
