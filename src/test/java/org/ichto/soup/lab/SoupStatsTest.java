package org.ichto.soup.lab;

import org.ichto.shell.game.LabStats;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupState;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Primordial Soup's behaviour columns in the tournament lab. */
class SoupStatsTest {
    private final SoupStats stats = new SoupStats();

    @Test
    void theColumnsAreTheGenesAttacksStarvationsAndAmoebas() {
        assertThat(stats.columns()).containsExactly("genes/game", "attacks/game", "starved/game", "amoebas");
    }

    @Test
    void anEntrysDecisionsAreCountedByKindAndItsAmoebasAtTheEnd() {
        LabStats.Tally<SoupState, SoupDecision> tally = stats.tally();
        List<SoupState> setup = SoupFixtures.setup(4, 7);
        int seat = setup.get(0).actor();
        int start = 0;
        int place = 0;
        for (int i = 0; i + 1 < setup.size(); i++) {
            SoupState before = setup.get(i);
            if (before.actor() != seat) {
                continue;
            }
            // The decision that led to the next state is the one legal decision that does.
            SoupDecision d = SoupFixtures.decisionBetween(before, setup.get(i + 1));
            tally.decided(before, d);
            if (d instanceof SoupDecision.ChooseStartSpace) {
                start++;
            } else {
                place++;
            }
        }
        SoupState end = setup.get(setup.size() - 1);
        tally.gameOver(end, seat);
        LabStats.Behaviour b = tally.result(1);
        assertThat(start).isEqualTo(1);
        assertThat(place).isEqualTo(2);
        assertThat(b.cells()).containsExactly("0.00", "0.00", "0.00", "2.0");
        assertThat(b.shares()).containsEntry("start", 1 / 3.0).containsEntry("place", 2 / 3.0)
                .containsEntry("feed", 0.0).hasSize(DecisionKind.values().length);
        Map<String, Object> figures = b.figures();
        assertThat(figures).doesNotContainKey("decisions").containsEntry("genesBought", 0L)
                .containsEntry("attacks", 0L).containsEntry("starvations", 0L).containsEntry("meanAmoebasOnBoard", 2.0);
        assertThat(b.sharesKind()).isEqualTo("decision");
    }

    @Test
    void everyDecisionTypeHasAKind() {
        for (SoupDecision d : SoupFixtures.everyDecisionType()) {
            assertThat(DecisionKind.of(d)).as(d.toString()).isNotNull();
        }
        assertThat(DecisionKind.of(new SoupDecision.Aggress(1, 2, 3))).isEqualTo(DecisionKind.ATTACK);
        assertThat(DecisionKind.of(new SoupDecision.Attack(2, 3))).isEqualTo(DecisionKind.ATTACK);
        assertThat(DecisionKind.of(new SoupDecision.Cling(1, false))).isEqualTo(DecisionKind.ANSWER);
        assertThat(DecisionKind.of(new SoupDecision.EndDivision())).isEqualTo(DecisionKind.PASS);
        assertThat(DecisionKind.of(new SoupDecision.StayPut())).isEqualTo(DecisionKind.DRIFT);
    }

    @Test
    void anEntryWithoutGamesHasNoMeanAmoebas() {
        LabStats.Behaviour b = stats.tally().result(0);
        assertThat(b.cells()).containsExactly("0.00", "0.00", "0.00", "-");
    }
}
