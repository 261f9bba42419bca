package org.ichto.soup.ui.board;

import org.ichto.soup.SoupFixtures;
import org.ichto.soup.rules.SoupState;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Which of Primordial Soup's pieces a decision moved, read from the positions before and after it. */
class SoupMotionsTest {

    @Test
    void nothingMovesBetweenAPositionAndItself() {
        SoupState s = SoupFixtures.afterSetup(4, 3);
        assertThat(SoupMotions.between(s, s).isEmpty()).isTrue();
    }

    /** Over whole games: every amoeba that changed space is told, from where to where, and every marker. */
    @Test
    void theMotionsAccountForEveryAmoebaAndMarker() {
        int drifts = 0;
        int births = 0;
        for (long seed = 1; seed <= 4; seed++) {
            List<SoupState> states = SoupFixtures.randomGame(3 + (int) (seed % 2), seed).states();
            for (int i = 1; i < states.size(); i++) {
                SoupState before = states.get(i - 1);
                SoupState after = states.get(i);
                SoupMotions m = SoupMotions.between(before, after);
                Map<Long, Integer> moved = new HashMap<>();
                for (SoupMotions.Amoeba a : m.amoebas()) {
                    assertThat(a.from()).isNotEqualTo(a.to());
                    assertThat(a.from()).isEqualTo(before.amoebaSpace(a.seat(), a.number()));
                    assertThat(a.to()).isEqualTo(after.amoebaSpace(a.seat(), a.number()));
                    moved.put(SoupFlights.key(a.seat(), a.number()), a.to());
                    drifts += a.from() >= 0 && a.to() >= 0 ? 1 : 0;
                    births += a.from() < 0 ? 1 : 0;
                }
                for (int seat = 0; seat < after.players(); seat++) {
                    for (int n = 1; n <= after.amoebasPerPlayer(); n++) {
                        boolean changed = before.amoebaSpace(seat, n) != after.amoebaSpace(seat, n);
                        assertThat(moved.containsKey(SoupFlights.key(seat, n))).isEqualTo(changed);
                    }
                    int who = seat;
                    assertThat(m.markers().stream().anyMatch(k -> k.seat() == who))
                            .isEqualTo(before.score(seat) != after.score(seat));
                }
            }
        }
        assertThat(drifts).as("amoebas drifted and moved").isPositive();
        assertThat(births).as("amoebas were born").isPositive();
    }

    @Test
    void theFlightsLeaveTheMovedAmoebasOffTheirSpacesAndGoFromOldCentreToNew() {
        List<SoupState> states = SoupFixtures.randomGame(4, 2).states();
        for (int i = 1; i < states.size(); i++) {
            SoupState before = states.get(i - 1);
            SoupState after = states.get(i);
            SoupMotions m = SoupMotions.between(before, after);
            SoupMotions.Amoeba a = m.amoebas().stream().filter(x -> x.from() >= 0 && x.to() >= 0).findFirst()
                    .orElse(null);
            if (a == null) {
                continue;
            }
            SoupFlights f = SoupFlights.of(m, before, after);
            assertThat(f.moving(a.seat(), a.number())).isTrue();
            SoupLayout layout = SoupLayout.of(after.board(), 1280, 800);
            assertThat(f.swept(layout, 0, 0)).isNotNull();
            assertThat(f.swept(layout, 0, 0).contains(layout.spaceRect(a.from()).getCenterX(),
                    layout.spaceRect(a.from()).getY() + layout.space() * 0.3)).isTrue();
            assertThat(f.swept(layout, 1, 1).intersects(layout.spaceRect(a.to()))).isTrue();
            return;
        }
        throw new AssertionError("no amoeba moved in the game");
    }
}
