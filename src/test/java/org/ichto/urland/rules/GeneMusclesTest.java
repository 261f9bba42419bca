package org.ichto.urland.rules;

import org.ichto.urland.UrlandGame;
import org.ichto.urland.rules.GameEvent.ScoringKind;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.O2;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/** Muscles (section 5, ruling 8): half an Ichto more in land scoring; not in final scoring; not with 3. */
class GeneMusclesTest {
    private static final int AREA = area(5);

    private static Play score(Fixture f) {
        return Play.from(f.gene(GREY, Gene.MUSCLES).chosen(5)).endActions();
    }

    @Test
    void twoBeatTwo() {
        Play p = score(Fixture.of(4).put(AREA, GREY, 2).put(AREA, BLACK, 2));

        assertThat(p.state().ichtos(AREA, BLACK)).isZero();
        assertThat(p.only(GameEvent.RegionScored.class).points()).containsExactly(0, 0, 3, 0);
    }

    @Test
    void twoLoseToThree() {
        Play p = score(Fixture.of(4).put(AREA, GREY, 2).put(AREA, BLACK, 3));

        assertThat(p.state().ichtos(AREA, GREY)).isZero();
        assertThat(p.only(GameEvent.RegionScored.class).points()).containsExactly(3, 0, 0, 0);
    }

    @Test
    void oneBeatsOne_noCoexistence() {
        Play p = score(Fixture.of(4).put(AREA, GREY, 1).put(AREA, BLACK, 1));

        GameEvent.RegionScored e = p.only(GameEvent.RegionScored.class);
        assertThat(e.kind()).isEqualTo(ScoringKind.COMPETITION);
        assertThat(e.points()).containsExactly(0, 0, 3, 0);
        assertThat(p.state().ichtos(AREA, BLACK)).isZero();
        assertThat(p.state().ichtos(AREA, GREY)).isEqualTo(1);
    }

    @Test
    void amongThreeColours_oneWithMusclesBeatsOne_losesToTwo() {
        Play p = score(Fixture.of(4).put(AREA, GREY, 1).put(AREA, BLACK, 1).put(AREA, WHITE, 2));

        assertThat(p.only(GameEvent.RegionScored.class).points()).containsExactly(0, 3, 2, 0);
        assertThat(p.state().ichtos(AREA, BLACK)).isZero();
    }

    @Test
    void notInFinalScoring() {
        // Black ends the game from 27; Grey (Muscles) and White tie for Total and for Land.
        Fixture f = Fixture.of(4).gene(GREY, Gene.MUSCLES).track(27, 2, 6, 10).chosen(1).put(area(1), BLACK, 1)
                .put(area(5), GREY, 2).put(O1, GREY, 6).put(area(6), WHITE, 2).put(O2, WHITE, 6);
        Play p = Play.from(f).endActions();

        assertThat(p.only(GameEvent.FinalScoring.class).points()).containsExactly(0, 2, 2, 0);
    }

    @Test
    void notInAThreePlayerGame() {
        for (long seed = 1; seed <= 20; seed++) {
            GameState s = UrlandGame.newGame(3, seed);
            assertThat(s.geneInGame(Gene.MUSCLES)).isFalse();
            assertThat(s.onDisplay(Gene.MUSCLES)).isFalse();
            assertThat(s.genePileTopFirst()).doesNotContain(Gene.MUSCLES.ordinal());
        }
        GameState four = UrlandGame.newGame(4, 1);
        assertThat(four.geneInGame(Gene.MUSCLES)).isTrue();
    }
}
