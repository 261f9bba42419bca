package org.ichto.soup.lab;

import org.ichto.shell.game.LabStats;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupEvent;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Primordial Soup's behaviour columns in the tournament lab. */
class SoupStatsTest {
    private final SoupStats stats = new SoupStats();

    @Test
    void theColumnsAreWhatTheIssueAsksPerGameAndTheAmoebasAtTheEnd() {
        assertThat(stats.columns()).containsExactly("genes/game", "divisions/game", "attacks/game", "attacked/game",
                "starved/game", "move-BP/game", "defects/game", "amoebas");
    }

    @Test
    void whatHappensToASeatIsCountedFromEveryDecisionOfTheGame() {
        long[] expected = new long[7];
        long[] attackedAny = new long[4];
        for (long seed = 1; seed <= 30; seed++) {
            SoupFixtures.Played game = SoupFixtures.randomGame(4, seed);
            LabStats.Tally<SoupState, SoupDecision> tally = stats.tally();
            long[] counted = new long[7];
            for (int i = 0; i < game.decisions().size(); i++) {
                SoupState before = game.states().get(i);
                SoupDecision d = game.decisions().get(i);
                tally.seen(before, d, 2);
                SoupRules.apply(before, d, e -> {
                    if (e instanceof SoupEvent.GeneBought b && b.seat() == 2) {
                        counted[0]++;
                    } else if (e instanceof SoupEvent.AmoebaPlaced p && p.seat() == 2 && p.paid() > 0) {
                        counted[1]++;
                    } else if (e instanceof SoupEvent.Attacked a && a.seat() == 2) {
                        counted[2]++;
                    } else if (e instanceof SoupEvent.Attacked a && a.victimSeat() == 2) {
                        counted[3]++;
                    } else if (e instanceof SoupEvent.Starved st && st.seat() == 2) {
                        counted[4]++;
                    } else if (e instanceof SoupEvent.BpPaid bp && bp.seat() == 2 && bp.why().equals("moves")) {
                        counted[5] += bp.bp();
                    } else if (e instanceof SoupEvent.DefectPaid dp && dp.seat() == 2) {
                        counted[6]++;
                    }
                    if (e instanceof SoupEvent.Attacked a) {
                        attackedAny[a.victimSeat()]++;
                    }
                });
            }
            tally.gameOver(game.end(), 2);
            Map<String, Object> f = tally.result(1).figures();
            assertThat(f).containsEntry("genesBought", counted[0]).containsEntry("divisions", counted[1])
                    .containsEntry("attacked", counted[3]).containsEntry("starvations", counted[4])
                    .containsEntry("defectsPaid", counted[6]);
            // Escapes cost BP too: the figure is at least what moving cost.
            assertThat((Long) f.get("movementBp")).isGreaterThanOrEqualTo(counted[5]);
            assertThat((Long) f.get("attacks")).isEqualTo(counted[2]);
            for (int k = 0; k < 7; k++) {
                expected[k] += counted[k];
            }
        }
        // Thirty random games buy, divide, move, starve and pay defects; someone is attacked.
        assertThat(expected[0]).isPositive();
        assertThat(expected[1]).isPositive();
        assertThat(expected[4]).isPositive();
        assertThat(expected[5]).isPositive();
        assertThat(expected[6]).isPositive();
        assertThat(attackedAny[0] + attackedAny[1] + attackedAny[2] + attackedAny[3]).isPositive();
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
        assertThat(b.cells()).containsExactly("0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "2.0");
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
        assertThat(b.cells()).containsExactly("0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "0.00", "-");
    }
}
