package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ichto.urland.rules.Fixture.BLACK;
import static org.ichto.urland.rules.Fixture.GREY;
import static org.ichto.urland.rules.Fixture.STRIPED;

/** Warm Blood (section 5, ruling 5): one more action as Ichto player; the extra-turn chip still adds 2. */
class GeneWarmBloodTest {

    @Test
    void fourPlayers_threeActions() {
        GameState s = Fixture.of(4).gene(GREY, Gene.WARM_BLOOD).choosing(1, 2, 3).build();

        GameState after = Rules.apply(s, new Decision.ChooseChip(1));

        assertThat(after.actor()).isEqualTo(GREY);
        assertThat(after.actionsLeft()).isEqualTo(3);
    }

    @Test
    void fourPlayers_otherIchtoPlayerStillTwo() {
        Play p = Play.from(Fixture.of(4).gene(GREY, Gene.WARM_BLOOD).choosing(1, 2, 3))
                .apply(new Decision.ChooseChip(1), new Decision.EndActions());

        assertThat(p.state().actor()).isEqualTo(STRIPED);
        assertThat(p.state().actionsLeft()).isEqualTo(2);
    }

    @Test
    void threePlayers_fourActions() {
        GameState s = Fixture.of(3).gene(GREY, Gene.WARM_BLOOD).choosing(1, 2, 3).build();

        GameState after = Rules.apply(s, new Decision.ChooseChip(2));

        assertThat(after.actor()).isEqualTo(GREY);
        assertThat(after.actionsLeft()).isEqualTo(4);
    }

    @Test
    void extraTurnChipStillAddsExactlyTwo() {
        Play p = Play.from(Fixture.of(4).gene(GREY, Gene.WARM_BLOOD).choosing(1, 2, 3))
                .apply(new Decision.ChooseChip(1), new Decision.PlayExtraTurn());

        assertThat(p.state().actionsLeft()).isEqualTo(5);
        assertThat(p.state().extraChips(GREY)).isEqualTo(1);
    }

    @Test
    void noEffectOnTheEnvironmentPlayerOrDummy() {
        GameState s = Fixture.of(4).gene(BLACK, Gene.WARM_BLOOD).choosing(1, 2, 3).build();

        GameState after = Rules.apply(s, new Decision.ChooseChip(1));

        assertThat(after.actor()).isEqualTo(GREY);
        assertThat(after.actionsLeft()).isEqualTo(2);
    }
}
