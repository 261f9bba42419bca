package org.ichto.urland.rules;

import org.ichto.urland.rules.GameState.ChipLocation;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.FIFTH;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.O1;
import static org.ichto.urland.rules.Fixture.STRIPED;
import static org.ichto.urland.rules.Fixture.WHITE;
import static org.ichto.urland.rules.Fixture.area;

/** Roles and the course of a turn (rules 2, 2.1, 2.2, 2.4; rulings 4-7 and 27). */
class TurnOrderTest {

    @Test
    void fourPlayers_ichtoPlayersActClockwiseStartingLeftOfTheDummy() {
        Play p = Play.from(Fixture.of(4).env(BLACK).choosing(1, 2, 3)).apply(new Decision.ChooseChip(2));

        assertThat(p.state().environmentPlayer()).isEqualTo(BLACK);
        assertThat(p.state().dummy()).isEqualTo(WHITE);
        assertThat(p.state().actor()).isEqualTo(GREY);
        assertThat(p.state().actionsLeft()).isEqualTo(2);
        p.apply(new Decision.EndActions());
        assertThat(p.state().actor()).isEqualTo(STRIPED);
        assertThat(p.state().actionsLeft()).isEqualTo(2);
        p.apply(new Decision.EndActions());
        assertThat(p.state().phase()).as("then scoring and the next turn").isEqualTo(Phase.CHOOSE_CHIP);
    }

    @Test
    void fivePlayers_environmentInTheMiddle_orderWrapsAround() {
        Play p = Play.from(Fixture.of(5).env(STRIPED).choosing(1, 2, 3)).apply(new Decision.ChooseChip(1));

        assertThat(p.state().dummy()).isEqualTo(FIFTH);
        assertThat(p.state().actor()).isEqualTo(BLACK);
        p.apply(new Decision.EndActions());
        assertThat(p.state().actor()).isEqualTo(WHITE);
        p.apply(new Decision.EndActions());
        assertThat(p.state().actor()).isEqualTo(GREY);
        p.apply(new Decision.EndActions());
        assertThat(p.state().phase()).isEqualTo(Phase.CHOOSE_CHIP);
    }

    @Test
    void threePlayers_oneIchtoPlayerWithThreeActions() {
        Play p = Play.from(Fixture.of(3).env(WHITE).choosing(1, 2, 3)).apply(new Decision.ChooseChip(3));

        assertThat(p.state().actor()).isEqualTo(BLACK);
        assertThat(p.state().actionsLeft()).isEqualTo(3);
        p.apply(new Decision.EndActions());
        assertThat(p.state().phase()).isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(p.state().environmentPlayer()).isEqualTo(GREY);
    }

    @Test
    void afterScoring_everyRoleMovesOneSeatClockwise_dummyBecomesEnvironmentPlayer() {
        Play p = Play.from(Fixture.of(4).env(BLACK).choosing(1, 2, 3).deck(7, 8, 9))
                .apply(new Decision.ChooseChip(2)).endActions();
        GameState s = p.state();

        assertThat(s.environmentPlayer()).isEqualTo(WHITE);
        assertThat(s.dummy()).isEqualTo(GREY);
        assertThat(s.actor()).isEqualTo(WHITE);
        assertThat(s.chipsAt(ChipLocation.HAND)).as("the two passed on, and one drawn")
                .isEqualTo((1 << 1) | (1 << 3) | (1 << 7));
        assertThat(s.chipLocation(2)).isEqualTo(ChipLocation.SCORED);
        assertThat(p.only(GameEvent.TurnStarted.class).dummy()).isEqualTo(GREY);

        p.apply(new Decision.ChooseChip(7));
        assertThat(p.state().actor()).as("left of the new dummy").isEqualTo(STRIPED);
        p.apply(new Decision.EndActions());
        assertThat(p.state().actor()).isEqualTo(BLACK);
    }

    @Test
    void chosenChipStaysHidden_dummyKnowsTheOtherTwo() {
        Play p = Play.from(Fixture.of(4).env(BLACK).choosing(1, 2, 3)).apply(new Decision.ChooseChip(2));
        GameState s = p.state();

        assertThat(p.only(GameEvent.ChipChosen.class)).isEqualTo(new GameEvent.ChipChosen(BLACK));
        assertThat(s.chipLocation(2)).isEqualTo(ChipLocation.CHOSEN);
        assertThat(s.knownChips(WHITE)).as("the dummy").isEqualTo((1 << 1) | (1 << 3));
        assertThat(s.knownChips(GREY)).isZero();
        assertThat(s.knownChips(STRIPED)).isZero();
        assertThat(p.events(GameEvent.DecisionMade.class)).isEmpty();
    }

    @Test
    void extraTurnChip_atAnyMoment_addsTwo() {
        Play p = Play.from(Fixture.of(4).actions(GREY, 2).put(O1, GREY, 3)).apply(new Decision.PlayExtraTurn());

        assertThat(p.state().actionsLeft()).isEqualTo(4);
        assertThat(p.state().extraChips(GREY)).isEqualTo(1);
        assertThat(p.state().extraTurnUsed()).isTrue();
        p.apply(new Decision.Land(O1, area(5)));
        assertThat(p.state().actionsLeft()).isEqualTo(3);
    }

    @Test
    void extraTurnChip_afterTheLastAction_stillPlayable() {
        Play p = Play.from(Fixture.of(4).actions(GREY, 1).put(O1, GREY, 3)).apply(new Decision.Land(O1, area(5)));

        assertThat(p.state().actor()).as("a chip is left: the turn waits").isEqualTo(GREY);
        assertThat(p.state().actionsLeft()).isZero();
        Rejected.because(p.state(), new Decision.Land(O1, area(5)), "costs 1");
        p.apply(new Decision.PlayExtraTurn());
        assertThat(p.state().actionsLeft()).isEqualTo(2);
    }

    @Test
    void extraTurnChip_oncePerTurn() {
        Play p = Play.from(Fixture.of(4).actions(GREY, 2)).apply(new Decision.PlayExtraTurn());

        assertThat(p.state().extraChips(GREY)).isEqualTo(1);
        Rejected.because(p.state(), new Decision.PlayExtraTurn(), "one extra-turn chip per turn");
    }

    @Test
    void extraTurnChip_noneLeft_refused() {
        GameState s = Fixture.of(4).actions(GREY, 2).extraChips(GREY, 0).build();

        Rejected.because(s, new Decision.PlayExtraTurn(), "no extra-turn chip");
    }

    @Test
    void lastActionUsed_noChipLeft_nextIchtoPlayerFollows() {
        Play p = Play.from(Fixture.of(4).actions(GREY, 1).extraChips(GREY, 0).put(O1, GREY, 3))
                .apply(new Decision.Land(O1, area(5)));

        assertThat(p.state().actor()).isEqualTo(STRIPED);
        assertThat(p.state().actionsLeft()).isEqualTo(2);
        assertThat(p.state().extraTurnUsed()).as("Striped may still play a chip").isFalse();
    }

    @Test
    void actionCostingTwo_needsTwoRemaining_theChipCanSupplyThem() {
        Fixture f = Fixture.of(4).gene(GREY, Gene.EGG).actions(GREY, 1).put(area(5), GREY, 1);
        GameState s = f.build();

        Rejected.because(s, new Decision.Egg(area(5)), "costs 2", "1 left");
        GameState after = Rules.apply(Rules.apply(s, new Decision.PlayExtraTurn()), new Decision.Egg(area(5)));
        assertThat(after.ichtos(area(5), GREY)).isEqualTo(2);
        assertThat(after.actionsLeft()).isEqualTo(1);
    }

    @Test
    void endingEarly_forfeitsTheRest() {
        Play p = Play.from(Fixture.of(4).actions(GREY, 2)).apply(new Decision.EndActions());

        assertThat(p.state().actor()).isEqualTo(STRIPED);
        assertThat(p.state().actionsLeft()).isEqualTo(2);
        assertThat(p.state().extraChips(GREY)).isEqualTo(2);
        p.apply(new Decision.EndActions());
        assertThat(p.state().phase()).isEqualTo(Phase.CHOOSE_CHIP);
        assertThat(p.state().actionsLeft()).isZero();
    }

    @Test
    void endingEarlyAfterPlayingTheChip_forfeitsItsActionsToo() {
        Play p = Play.from(Fixture.of(4).actions(GREY, 2))
                .apply(new Decision.PlayExtraTurn(), new Decision.EndActions());

        assertThat(p.state().actor()).isEqualTo(STRIPED);
        assertThat(p.state().actionsLeft()).isEqualTo(2);
        assertThat(p.state().extraChips(GREY)).isEqualTo(1);
    }

    @Test
    void environmentPlayerMayChooseOnlyAChipInHand() {
        GameState s = Fixture.of(4).choosing(1, 2, 3).build();

        Rejected.because(s, new Decision.ChooseChip(4), "hand");
        Rejected.because(s, new Decision.ChooseChip(0), "hand");
    }
}
