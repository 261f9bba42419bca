package org.ichto.toy;

import com.fasterxml.jackson.databind.JsonNode;
import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.ai.PlayerSpec;
import org.ichto.shell.game.Budget;
import org.ichto.shell.lab.EntryResult;
import org.ichto.shell.lab.Tournament;
import org.ichto.shell.lab.TournamentReport;
import org.ichto.shell.lab.TournamentResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The shell's lab plays Hidden Nim between random, a personality and the Expert. */
class NimTournamentTest {
    private static final int GAMES = 30;
    private static final List<PlayerSpec> SPECS = PlayerSpec.parseList("random,balanced,expert");
    private static TournamentResult result;

    /** No deadline (decisions on the calling thread) and an iteration budget: nothing depends on the clock. */
    private static TournamentResult run() {
        PlayerFactory<NimView, NimDecision> factory = PlayerFactory.standard(NimGame.INSTANCE);
        return new Tournament<>(NimGame.INSTANCE, factory, SPECS, GAMES, 11, 0, Budget.iterations(200)).run();
    }

    @BeforeAll
    static void play() {
        result = run();
    }

    private static EntryResult entry(String name) {
        return result.entries().stream().filter(e -> e.entry().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void everyGameEndsWithoutFallbacks() {
        assertThat(result.game()).isEqualTo("nim");
        assertThat(result.games()).isEqualTo(GAMES);
        for (EntryResult e : result.entries()) {
            assertThat(e.games()).isEqualTo(GAMES);
            assertThat(e.gamesBySeat()).containsExactly(10, 10, 10);
            assertThat(e.fallbacks()).as(e.entry()).isZero();
        }
        assertThat(result.entries().stream().mapToInt(EntryResult::wins).sum()).isEqualTo(GAMES);
        assertThat(result.entries().stream().mapToDouble(EntryResult::meanScore).sum()).isEqualTo(NimState.PILES);
    }

    @Test
    void thePersonalityBeatsRandom() {
        assertThat(entry("balanced").wins()).isGreaterThan(entry("random").wins());
    }

    @Test
    void theSameSeedGivesTheSameResultsApartFromTimes() {
        TournamentResult again = run();
        assertThat(again.decisions()).isEqualTo(result.decisions());
        assertThat(again.entries()).usingRecursiveFieldByFieldElementComparatorIgnoringFields(
                "decisionMillisP50", "decisionMillisP95").isEqualTo(result.entries());
    }

    @Test
    void theExpertsSearchIsCountedAndItsSpeedPrinted() {
        assertThat(result.searches()).singleElement().satisfies(search -> {
            assertThat(search.entry()).isEqualTo("expert");
            assertThat(search.iterations()).isPositive();
            assertThat(search.nanos()).isPositive();
            // The search threads' processor time, where the machine tells it (the Java runtimes we run on do).
            if (java.lang.management.ManagementFactory.getThreadMXBean().isCurrentThreadCpuTimeSupported()) {
                assertThat(search.cpuNanos()).isPositive();
            }
        });
        assertThat(TournamentReport.text(result)).containsPattern("expert searched [0-9,]+ iterations/s \\([0-9,]+ iterations in ")
                .containsPattern("iterations per second of processor time");
    }

    @Test
    void theReportsShowTheGamesColumns() {
        String text = TournamentReport.text(result);
        assertThat(text).contains("jokers/game", "take-3", "Decisions (share of each kind)", "take 1", "joker",
                "random", "balanced", "expert", GAMES + " games");
        JsonNode json = TournamentReport.toJson(result);
        assertThat(json.get("game").asText()).isEqualTo("nim");
        JsonNode balanced = json.get("entries").get(1);
        assertThat(balanced.get("entry").asText()).isEqualTo("balanced");
        assertThat(balanced.get("jokersPerGame").isNumber()).isTrue();
        assertThat(balanced.get("shares").fieldNames()).toIterable()
                .containsExactly("take 1", "take 2", "take 3", "joker");
        assertThat(TournamentReport.json(result)).contains("\"jokersPerGame\"");
    }
}
