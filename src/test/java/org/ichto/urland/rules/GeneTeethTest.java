package org.ichto.urland.rules;

import org.ichto.urland.board.Board;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/** Teeth (section 5, rulings 25 and 26): one opponent's Ichto back to its reserve where the actor has one. */
class GeneTeethTest {
    private static final int AREA = area(5);

    private static Fixture grey() {
        return Fixture.of(4).gene(GREY, Gene.TEETH).actions(GREY, 2)
                .put(AREA, GREY, 1).put(AREA, BLACK, 2).put(O1, GREY, 1).put(O1, WHITE, 3);
    }

    @Test
    void onLand_oneOpponentIchtoToItsReserve() {
        GameState before = grey().build();

        GameState after = Rules.apply(before, new Decision.Bite(AREA, BLACK));

        assertThat(after.ichtos(AREA, BLACK)).isEqualTo(1);
        assertThat(after.reserve(BLACK)).isEqualTo(before.reserve(BLACK) + 1);
        assertThat(after.actionsLeft()).isEqualTo(1);
    }

    @Test
    void inAnOcean() {
        GameState after = Rules.apply(grey().build(), new Decision.Bite(O1, WHITE));

        assertThat(after.ichtos(O1, WHITE)).isEqualTo(2);
    }

    @Test
    void asOftenAsActionsAllow() {
        Play p = Play.from(grey()).apply(new Decision.Bite(AREA, BLACK), new Decision.Bite(AREA, BLACK));

        assertThat(p.state().ichtos(AREA, BLACK)).isZero();
    }

    @Test
    void needsOneOfYourIchtosThere() {
        GameState s = grey().put(area(6), BLACK, 2).build();

        Rejected.because(s, new Decision.Bite(area(6), BLACK), "where you have");
    }

    @Test
    void ownIchtoOrAbsentOpponent_refused() {
        GameState s = grey().build();

        Rejected.because(s, new Decision.Bite(AREA, GREY), "opponent");
        Rejected.because(s, new Decision.Bite(AREA, WHITE), "opponent");
    }

    @Test
    void earsOwnerIsImmuneOnLand() {
        GameState s = grey().gene(BLACK, Gene.EARS).build();

        Rejected.because(s, new Decision.Bite(AREA, BLACK), "Ears");
    }

    @Test
    void earsOwnerIsNotImmuneInTheOcean() {
        GameState s = grey().gene(WHITE, Gene.EARS).build();

        GameState after = Rules.apply(s, new Decision.Bite(O1, WHITE));

        assertThat(after.ichtos(O1, WHITE)).isEqualTo(2);
    }

    @Test
    void aSeatBeyondThePlayers_isNoOpponent() {
        // Five players: seat 5 does not exist; its slot would read Black's Ichtos in the next area.
        GameState s = Fixture.of(5).gene(GREY, Gene.TEETH).actions(GREY, 2)
                .put(AREA, GREY, 1).put(area(6), BLACK, 2).build();

        Rejected.because(s, new Decision.Bite(AREA, 5), "opponent");
    }

    @Test
    void noPlaceBeyondTheFifthOcean() {
        GameState s = grey().build();

        Rejected.because(s, new Decision.Bite(Board.PLACES, WHITE), "where you have an Ichto");
    }
}
