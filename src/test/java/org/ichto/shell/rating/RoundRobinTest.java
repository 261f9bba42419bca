package org.ichto.shell.rating;

import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.Budget;
import org.ichto.urland.Urlands;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RoundRobinTest {
    private static final List<PlayerSpec> ENTRIES = PlayerSpec.parseList(
            "random,random:hard,balanced:easy,predator,land-grabber:hard");

    private static List<RatingTable.Entry> rate(long seed, int threads) {
        return new RoundRobin<>(Urlands.GAME, Urlands.factory(), ENTRIES, 4, 12, seed, Budget.iterations(50),
                threads).run((done, total) -> { });
    }

    @Test
    void theSameSeedGivesTheSameRatingsOnOneThreadOrTwo() {
        List<RatingTable.Entry> once = rate(7, 1);
        assertThat(rate(7, 1)).isEqualTo(once);
        assertThat(rate(7, 2)).isEqualTo(once);
        assertThat(once).extracting(RatingTable.Entry::player)
                .containsExactly("random", "random:hard", "balanced:easy", "predator", "land-grabber:hard");
        assertThat(once.stream().mapToInt(RatingTable.Entry::games).sum()).isEqualTo(12 * 4);
        assertThat(once.stream().mapToInt(RatingTable.Entry::wins).sum()).isEqualTo(12);
    }

    @Test
    void anotherSeedDrawsOtherGames() {
        assertThat(rate(8, 1)).isNotEqualTo(rate(7, 1));
    }

    @Test
    void theTableSurvivesItsJsonAndFindsAnEntryBySpec() throws Exception {
        RatingTable table = new RatingTable(RatingTable.FORMAT, "urland", "primeval rate", 7, 12, 4, 50, rate(7, 1));
        RatingTable back = RatingTable.fromJson(table.toJson());
        assertThat(back).isEqualTo(table);
        assertThat(back.find("predator", org.ichto.shell.game.Difficulty.NORMAL)).isPresent();
        assertThat(back.find("predator", org.ichto.shell.game.Difficulty.HARD)).isEmpty();
    }

    @Test
    void refusesTooFewOrRepeatedEntries() {
        assertThatThrownBy(() -> new RoundRobin<>(Urlands.GAME, Urlands.factory(),
                PlayerSpec.parseList("random,random,predator,balanced"), 4, 1, 1, Budget.NONE, 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RoundRobin<>(Urlands.GAME, Urlands.factory(),
                PlayerSpec.parseList("random,predator,balanced"), 4, 1, 1, Budget.NONE, 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void everyShippedTableRatesEveryKindAtEveryDifficulty() {
        for (String game : List.of("urland", "soup")) {
            RatingTable t = RatingTable.shipped(game).orElseThrow();
            assertThat(t.game()).isEqualTo(game);
            assertThat(t.command()).startsWith("primeval rate --game " + game);
            for (var d : org.ichto.shell.game.Difficulty.values()) {
                assertThat(t.find("expert", d)).as(game + " expert " + d).isPresent();
                assertThat(t.find("random", d)).isPresent();
            }
        }
    }
}
