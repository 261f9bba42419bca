package org.ichto.soup.view;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.SeededRandom;
import org.ichto.soup.SoupFixtures;
import org.ichto.soup.record.SoupCodec;
import org.ichto.soup.rules.Phase;
import org.ichto.soup.rules.SoupRules;
import org.ichto.soup.rules.SoupState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A seat sees everything but the order of the face-down environment cards and the future dice (ruling 25). */
class SoupViewTest {
    private static final SoupCodec CODEC = new SoupCodec(SoupFixtures.BOARD);

    /** The same position with the face-down cards in another order and another generator, read back from a file. */
    private static SoupState withOtherHiddenParts(SoupState s) throws Exception {
        ObjectNode position = CODEC.writePosition(s);
        ArrayNode deck = (ArrayNode) position.path("environment").path("deck");
        List<Integer> cards = new ArrayList<>();
        deck.forEach(c -> cards.add(c.intValue()));
        Collections.reverse(cards);
        deck.removeAll();
        cards.forEach(deck::add);
        position.put("generator", String.format("%016x", ~s.generatorState()));
        return CODEC.readPosition(position, "");
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void statesDifferingOnlyInHiddenPartsGiveEqualViewsToEverySeat(int players) throws Exception {
        for (SoupState s : SoupFixtures.setup(players, 17)) {
            SoupState other = withOtherHiddenParts(s);
            assertThat(other).isNotEqualTo(s);
            assertThat(other.deckTopFirst()).isNotEqualTo(s.deckTopFirst());
            for (int seat = 0; seat < players; seat++) {
                assertThat(SoupView.of(other, seat)).isEqualTo(SoupView.of(s, seat))
                        .hasSameHashCodeAs(SoupView.of(s, seat));
            }
        }
    }

    @Test
    void aPublicDifferenceGivesAnotherView() throws Exception {
        SoupState s = SoupFixtures.afterSetup(4, 3);
        ObjectNode position = CODEC.writePosition(s);
        // One cube of colour 0 moves from space 1 to space 2: food is public.
        ArrayNode food = (ArrayNode) position.path("food");
        ArrayNode one = (ArrayNode) food.get(0).path("cubes");
        ArrayNode two = (ArrayNode) food.get(1).path("cubes");
        one.set(0, one.get(0).intValue() - 1);
        two.set(0, two.get(0).intValue() + 1);
        SoupState moved = CODEC.readPosition(position, "");
        assertThat(SoupView.of(moved, 0)).isNotEqualTo(SoupView.of(s, 0));
        // The face-up card is public too: swapping it with a face-down card changes every view.
        position = CODEC.writePosition(s);
        ObjectNode environment = (ObjectNode) position.path("environment");
        ArrayNode deck = (ArrayNode) environment.path("deck");
        int faceUp = environment.path("faceUp").intValue();
        environment.put("faceUp", deck.get(3).intValue());
        deck.set(3, faceUp);
        SoupState swapped = CODEC.readPosition(position, "");
        assertThat(SoupView.of(swapped, 1)).isNotEqualTo(SoupView.of(s, 1));
        // And the seat is part of the view.
        assertThat(SoupView.of(s, 1)).isNotEqualTo(SoupView.of(s, 2));
    }

    @Test
    void theViewHoldsTheFaceDownCardsAsASetAndNoGenerator() {
        SoupState s = SoupFixtures.afterSetup(4, 8);
        SoupView view = SoupView.of(s, 2);
        List<Integer> sorted = new ArrayList<>(s.deckTopFirst());
        sorted.sort(null);
        assertThat(view.faceDownCards()).isEqualTo(sorted);
        assertThat(view.state().generatorState()).isZero();
        assertThat(new HashSet<>(view.state().deckTopFirst())).isEqualTo(new HashSet<>(s.deckTopFirst()));
        assertThat(view.state().environmentIndex()).isEqualTo(s.environmentIndex());
        assertThat(PositionText.describe(view.state())).isEqualTo(PositionText.describe(s));
        assertThatThrownBy(() -> SoupView.of(s, 4)).hasMessageContaining("no seat 4");
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void determinizingKeepsEverythingPublicAndDrawsTheHiddenPartsAnew(int players) {
        for (SoupState s : SoupFixtures.setup(players, 29)) {
            int seat = s.actor() < 0 ? 0 : s.actor();
            SoupView view = SoupView.of(s, seat);
            Set<List<Integer>> orders = new HashSet<>();
            Set<Long> generators = new HashSet<>();
            for (int k = 0; k < 40; k++) {
                SoupState world = view.determinize(new SeededRandom(k));
                assertThat(SoupView.of(world, seat)).isEqualTo(view);
                assertThat(new HashSet<>(world.deckTopFirst())).isEqualTo(new HashSet<>(s.deckTopFirst()));
                assertThat(world.deckSize()).isEqualTo(s.deckSize());
                orders.add(world.deckTopFirst());
                generators.add(world.generatorState());
            }
            assertThat(orders).hasSizeGreaterThan(30);
            assertThat(generators).hasSize(40);
            // The same generator gives the same world.
            assertThat(view.determinize(new SeededRandom(5))).isEqualTo(view.determinize(new SeededRandom(5)));
        }
    }

    @Test
    void theLegalDecisionsComeFromTheViewAlone() {
        for (SoupState s : SoupFixtures.setup(4, 41)) {
            if (s.phase() != Phase.MOVEMENT_AND_FEEDING) {
                SoupView view = SoupView.of(s, s.actor());
                assertThat(view.myDecision()).isTrue();
                assertThat(view.legal()).isEqualTo(SoupRules.legal(s)).isNotEmpty();
                int other = (s.actor() + 1) % 4;
                assertThat(SoupView.of(s, other).myDecision()).isFalse();
                assertThatThrownBy(() -> SoupView.of(s, other).legal()).hasMessageContaining("not to decide");
            }
        }
    }
}
