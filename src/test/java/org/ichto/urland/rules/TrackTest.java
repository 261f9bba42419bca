package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/** The scoring track (rule 2.3, rulings 9 and 10): leapfrogging and the mutation spaces 12, 16, 21. */
class TrackTest {
    private static final int AREA = area(5);

    @Test
    void whiteScoresTwoBlackThree_whiteAheadMovesFirstJumpingGrey_thenBlackJumpsBoth() {
        // Black 3, White 2, Striped 1 in the area: Striped returns, Black 3 points, White 2.
        Fixture f = Fixture.of(4).reached(0).track(3, 4, 5, 1).chosen(5)
                .put(AREA, BLACK, 3).put(AREA, WHITE, 2).put(AREA, STRIPED, 1);
        Play p = Play.from(f).endActions();
        GameState after = p.state();

        assertThat(after.track(WHITE)).as("White: 5 is Grey's, so 6 and 7").isEqualTo(7);
        assertThat(after.track(BLACK)).as("Black: 4, (Grey) 6, (White) 8").isEqualTo(8);
        assertThat(after.track(GREY)).isEqualTo(5);
        assertThat(after.track(STRIPED)).isEqualTo(1);
        List<GameEvent.MarkerMoved> moves = p.events(GameEvent.MarkerMoved.class);
        assertThat(moves).containsExactly(new GameEvent.MarkerMoved(WHITE, 4, 7),
                new GameEvent.MarkerMoved(BLACK, 3, 8));
    }

    @Test
    void blackScoresTwo_landsOnMutationSpace12_mutationFollows() {
        // Black 2, White 3, Grey 1: Grey returns, White 3, Black 2.
        Fixture f = Fixture.of(4).reached(0).track(10, 2, 5, 7).chosen(5)
                .put(AREA, BLACK, 2).put(AREA, WHITE, 3).put(AREA, GREY, 1);
        Play p = Play.from(f).endActions();

        assertThat(p.state().track(BLACK)).isEqualTo(12);
        assertThat(p.events(GameEvent.MutationSpaceReached.class))
                .containsExactly(new GameEvent.MutationSpaceReached(12));
        assertThat(p.state().phase()).isEqualTo(Phase.BID);
        assertThat(p.state().mutationSpaceReached(0)).isTrue();
    }

    @Test
    void blackScoresThree_skipsMutationSpace12_mutationFollowsAllTheSame() {
        Fixture f = Fixture.of(4).reached(0).track(10, 2, 5, 7).chosen(5).put(AREA, BLACK, 2);
        Play p = Play.from(f).endActions();

        assertThat(p.state().track(BLACK)).isEqualTo(13);
        assertThat(p.events(GameEvent.MutationSpaceReached.class))
                .containsExactly(new GameEvent.MutationSpaceReached(12));
        assertThat(p.state().phase()).isEqualTo(Phase.BID);
    }

    @Test
    void mutationSpaceAlreadyReached_noSecondMutation() {
        Fixture f = Fixture.of(4).reached(0b001).track(10, 2, 5, 13).chosen(5).put(AREA, BLACK, 2);
        Play p = Play.from(f).endActions();

        assertThat(p.state().track(BLACK)).isEqualTo(14);
        assertThat(p.events(GameEvent.MutationSpaceReached.class)).isEmpty();
        assertThat(p.state().phase()).isEqualTo(Phase.CHOOSE_CHIP);
    }

    @Test
    void occupiedSpacesAreNotCounted_onlyFreeSpaces() {
        Fixture f = Fixture.of(4).track(2, 3, 4, 6).chosen(5).put(AREA, BLACK, 1);
        GameState after = Play.from(f).endActions().state();

        assertThat(after.track(BLACK)).as("3, 4 taken: 5, 6 taken: 7, 8").isEqualTo(8);
        assertThat(after.track(WHITE)).isEqualTo(3);
    }

    /**
     * Ruling 10: one scoring that reaches two new mutation spaces gives two mutation phases, one after
     * the other. The spaces lie too far apart for a played position, so markers stand ahead of Black
     * here with space 12 not yet noted.
     */
    @Test
    void twoMutationSpacesReachedByOneScoring_twoMutationPhases() {
        Fixture f = Fixture.of(4).reached(0).track(11, 13, 14, 15).chosen(5).put(AREA, BLACK, 1)
                .display(Gene.EGG, Gene.WINGS, Gene.TEETH, Gene.LEGS, Gene.EARS, Gene.TURBO);
        Play p = Play.from(f).endActions();

        assertThat(p.state().track(BLACK)).as("12, then 16 and 17").isEqualTo(17);
        assertThat(p.events(GameEvent.MutationSpaceReached.class)).containsExactly(
                new GameEvent.MutationSpaceReached(12), new GameEvent.MutationSpaceReached(16));
        assertThat(p.state().phase()).isEqualTo(Phase.BID);
        assertThat(p.state().pendingMutations()).isEqualTo(2);

        p.bids(0, 0, 0, 0).apply(new Decision.BuyGene(Gene.EGG)).apply(new Decision.PassPurchase(),
                new Decision.PassPurchase(), new Decision.PassPurchase());
        assertThat(p.state().phase()).as("the second mutation phase").isEqualTo(Phase.BID);

        // White, furthest behind, bought Egg and now owes 1 with no Ichto on the board: Grey buys.
        p.bids(0, 0, 0, 0);
        assertThat(p.state().actor()).isEqualTo(GREY);
        p.apply(new Decision.BuyGene(Gene.WINGS), new Decision.PassPurchase(), new Decision.PassPurchase());
        assertThat(p.state().phase()).isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(p.events(GameEvent.GeneBought.class)).extracting(GameEvent.GeneBought::seat)
                .containsExactly(WHITE, GREY);
    }

    @Test
    void theSpacesReachedReadAsAMask_inTheBoardsOrder() {
        // Black 2 from 14 reaches 16, the second mutation space; 12 was reached before.
        Fixture f = Fixture.of(4).reached(0b001).track(14, 2, 5, 7).chosen(5).put(AREA, BLACK, 2);
        Play p = Play.from(f).endActions();

        assertThat(p.state().track(BLACK)).isEqualTo(17);
        assertThat(p.state().triggeredSpacesMask()).isEqualTo(0b011);
        assertThat(p.state().pendingMutations()).isEqualTo(1);
    }
}
