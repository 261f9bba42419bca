package org.ichto.soup.ai;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Difficulty;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.record.SoupCodec;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupDecision;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.ichto.soup.rules.SoupStateBuilder;
import org.ichto.soup.view.SoupView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The simple opponent: a legal decision from its view alone, judged one step ahead, the same in worlds it cannot tell apart. */
class SoupHeuristicPlayerTest {
    private static final SoupCodec CODEC = new SoupCodec(SoupFixtures.BOARD);

    private static HeuristicPlayer player(String id, long seed) {
        return new HeuristicPlayer(SoupPersonalityTest.personality(id, Difficulty.NORMAL), seed);
    }

    @ParameterizedTest
    @ValueSource(strings = {"balanced", "grower", "geneticist", "aggressor"})
    void everyPersonalityPlaysAWholeSetupWithLegalDecisions(String id) {
        for (int players = 3; players <= 4; players++) {
            SoupState s = SoupFixtures.setup(players, 12).get(0);
            HeuristicPlayer p = player(id, 5);
            while (s.phase().isSetup()) {
                SoupDecision d = p.decide(SoupView.of(s, s.actor()), Budget.NONE);
                assertThat(SoupRules.whyIllegal(s, d)).as(d.toString()).isNull();
                s = SoupRules.apply(s, d);
            }
            assertThat(s.phase()).isEqualTo(Phase.MOVEMENT_AND_FEEDING);
        }
    }

    @Test
    void itTakesTheStartSpaceThatLeadsTheLadder() {
        SoupState s = SoupFixtures.setup(4, 3).get(0);
        SoupDecision d = player("balanced", 1).decide(SoupView.of(s, s.actor()), Budget.NONE);
        assertThat(d).isEqualTo(new SoupDecision.ChooseStartSpace(4));
    }

    @Test
    void theSameSeedAndViewGiveTheSameDecision() {
        for (SoupState s : SoupFixtures.setup(4, 21)) {
            if (s.phase().isSetup()) {
                SoupView view = SoupView.of(s, s.actor());
                HeuristicPlayer easy = new HeuristicPlayer(SoupPersonalityTest.personality("balanced",
                        Difficulty.EASY), 9);
                HeuristicPlayer again = new HeuristicPlayer(SoupPersonalityTest.personality("balanced",
                        Difficulty.EASY), 9);
                assertThat(easy.decide(view, Budget.NONE)).isEqualTo(again.decide(view, Budget.NONE));
            }
        }
    }

    /** The same position with the face-down cards reversed and another generator: the seat cannot tell them apart. */
    static SoupState otherWorld(SoupState s) throws Exception {
        ObjectNode position = CODEC.writePosition(s);
        ArrayNode deck = (ArrayNode) position.path("environment").path("deck");
        List<Integer> cards = new ArrayList<>();
        deck.forEach(c -> cards.add(c.intValue()));
        Collections.reverse(cards);
        deck.removeAll();
        cards.forEach(deck::add);
        position.put("generator", String.format("%016x", s.generatorState() * 31 + 17));
        return CODEC.readPosition(position, "");
    }

    @Test
    void itDecidesTheSameInWorldsThatDifferOnlyInWhatItCannotSee() throws Exception {
        int compared = 0;
        for (long seed = 1; seed <= 6; seed++) {
            for (SoupState s : SoupFixtures.setup(3 + (int) (seed % 2), seed)) {
                if (!s.phase().isSetup()) {
                    continue;
                }
                SoupState other = otherWorld(s);
                assertThat(other).isNotEqualTo(s);
                for (String id : List.of("balanced", "aggressor")) {
                    SoupDecision a = player(id, seed).decide(SoupView.of(s, s.actor()), Budget.NONE);
                    SoupDecision b = player(id, seed).decide(SoupView.of(other, other.actor()), Budget.NONE);
                    assertThat(b).isEqualTo(a);
                    compared++;
                }
            }
        }
        assertThat(compared).isGreaterThan(50);
    }

    @Test
    void aSingleLegalDecisionIsTakenWithoutThought() {
        // The last of 4 seats to choose a start space has one space left.
        SoupStateBuilder b = new SoupStateBuilder(SoupFixtures.BOARD, 4).startOrder(List.of(0, 1, 2, 3)).turnIndex(3)
                .current(3).actor(3).faceUp(10).deckTopFirst(List.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9));
        for (int seat = 0; seat < 4; seat++) {
            b.colour(seat, seat).bp(seat, 4).supply(seat, 17).score(seat, seat < 3 ? seat + 1 : 0);
            for (int space = 0; space < 19; space++) {
                b.food(space, seat, 2);
            }
        }
        SoupState s = b.build();
        assertThat(SoupRules.legal(s)).containsExactly(new SoupDecision.ChooseStartSpace(4));
        assertThat(player("balanced", 1).decide(SoupView.of(s, 3), Budget.NONE))
                .isEqualTo(new SoupDecision.ChooseStartSpace(4));
        assertThat(player("grower", 1).label()).isEqualTo("grower");
    }
}
