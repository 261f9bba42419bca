package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.PANIC;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/** The end of the game (rule 4, rulings 10, 19 and 20). */
class GameEndTest {

    /** The epoch's last turn as in {@link VolcanoTest}: area 2 scored empty, then chips 5 and 11 erupt. */
    private static Fixture lastTurnOfEpoch(int epoch) {
        return Fixture.of(4).epoch(epoch).erupt(6).chosen(2).dummyChips(5, 11).deck();
    }

    @Test
    void markerReaches30_scoringCompletedForEveryPlayer_thenGameOver() {
        Fixture f = Fixture.of(4).track(27, 24, 2, 6).chosen(5).deck(PANIC, 1, 3)
                .put(area(5), BLACK, 3).put(area(5), WHITE, 2).put(area(5), GREY, 1);
        Play p = Play.from(f).endActions();

        int finalScoring = p.indexOf(GameEvent.FinalScoring.class);
        assertThat(finalScoring).isPositive();
        assertThat(p.events().subList(0, finalScoring)).filteredOn(e -> e instanceof GameEvent.MarkerMoved)
                .as("Black, furthest ahead, reaches 30 first; White still moves")
                .containsExactly(new GameEvent.MarkerMoved(BLACK, 27, 30), new GameEvent.MarkerMoved(WHITE, 24, 26));
        assertThat(p.state().isOver()).isTrue();
        assertThat(p.state().phase()).isEqualTo(Phase.GAME_OVER);
        assertThat(p.state().actor()).isEqualTo(-1);
    }

    @Test
    void markerReaches30_noPanicNoTurnFollows() {
        Fixture f = Fixture.of(4).track(27, 2, 6, 10).chosen(5).deck(PANIC, 1, 3)
                .put(area(5), BLACK, 1).put(area(7), WHITE, 4);
        Play p = Play.from(f).endActions();

        assertThat(p.state().isOver()).isTrue();
        assertThat(p.events(GameEvent.PanicDrawn.class)).isEmpty();
        assertThat(p.events(GameEvent.TurnStarted.class)).isEmpty();
        assertThat(Rules.legal(p.state()).isEmpty()).isTrue();
        Rejected.because(p.state(), new Decision.EndActions(), "over");
    }

    @Test
    void volcanoScoringReaches30_volcanoesStillEruptWithTheirLosses() {
        Fixture f = lastTurnOfEpoch(2).track(28, 2, 6, 10)
                .put(area(11), BLACK, 2).put(area(5), BLACK, 2);
        Play p = Play.from(f).endActions();
        GameState s = p.state();

        assertThat(s.track(BLACK)).isGreaterThanOrEqualTo(31);
        assertThat(s.isOver()).isTrue();
        assertThat(s.hasErupted(area(5))).isTrue();
        assertThat(s.hasErupted(area(11))).isTrue();
        assertThat(s.ichtos(area(10), BLACK)).isEqualTo(1);
        assertThat(s.ichtos(area(4), BLACK)).isEqualTo(1);
        int scored = p.events().indexOf(p.events(GameEvent.RegionScored.class).get(1));
        assertThat(scored).isLessThan(p.indexOf(GameEvent.VolcanoErupted.class));
        assertThat(p.indexOf(GameEvent.VolcanoErupted.class)).isLessThan(p.indexOf(GameEvent.VolcanoLosses.class));
        assertThat(p.indexOf(GameEvent.VolcanoLosses.class)).isLessThan(p.indexOf(GameEvent.FinalScoring.class));
        assertThat(p.events(GameEvent.EpochStarted.class)).isEmpty();
    }

    @Test
    void thirdEpochsEruptions_endTheGame_thoughNoMarkerReached30() {
        Fixture f = lastTurnOfEpoch(3).erupt(1).erupt(8).erupt(9).erupt(12).put(area(11), BLACK, 2);
        Play p = Play.from(f).endActions();
        GameState s = p.state();

        assertThat(s.track(s.leader())).isLessThan(30);
        assertThat(s.isOver()).isTrue();
        assertThat(Integer.bitCount(s.eruptedMask())).as("all 7 volcano tiles").isEqualTo(7);
        assertThat(p.events(GameEvent.FinalScoring.class)).hasSize(1);
        assertThat(p.events(GameEvent.EpochStarted.class)).isEmpty();
        assertThat(p.only(GameEvent.GameOver.class).winner()).isEqualTo(s.leader());
    }

    @Test
    void thirdEpochVolcanoScoringReachesMutationSpace_noMutationAfterTheGameHasEnded() {
        Fixture f = lastTurnOfEpoch(3).erupt(1).erupt(8).erupt(9).erupt(12).reached(0b011).track(2, 6, 19, 10)
                .put(area(11), GREY, 1).put(area(5), GREY, 1);
        Play p = Play.from(f).endActions();

        assertThat(p.state().track(GREY)).isGreaterThanOrEqualTo(21);
        assertThat(p.events(GameEvent.MutationSpaceReached.class)).isEmpty();
        assertThat(p.events(GameEvent.BidsRevealed.class)).isEmpty();
        assertThat(p.state().isOver()).isTrue();
    }

    @Test
    void anyScorerReaching30_endsTheGame() {
        Fixture f = Fixture.of(4).track(2, 6, 10, 27).chosen(5).put(area(5), STRIPED, 1);
        Play p = Play.from(f).endActions();

        assertThat(p.state().isOver()).isTrue();
        assertThat(p.only(GameEvent.GameOver.class).winner()).isEqualTo(STRIPED);
    }
}
