package org.ichto.urland.rules;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/** The genes (section 5): which act, which stay out of a three-player game, and their names. */
class GeneTest {

    @Test
    void theGenesThatAct_areThoseWithAnActionOfTheirOwn() {
        assertThat(Arrays.stream(Gene.values()).filter(Gene::acts)).containsExactlyInAnyOrder(Gene.ASSIMILATION,
                Gene.LEGS, Gene.EGG, Gene.WINGS, Gene.STINKGLANDS, Gene.TURBO, Gene.TEETH);
    }

    @Test
    void musclesAndStinkglands_stayOutOfAThreePlayerGame() {
        assertThat(Arrays.stream(Gene.values()).filter(g -> !g.inGameWith(3)))
                .containsExactlyInAnyOrder(Gene.MUSCLES, Gene.STINKGLANDS);
        assertThat(Arrays.stream(Gene.values()).filter(g -> !g.inGameWith(4))).isEmpty();
    }

    @Test
    void namesAreReadAsPlayersWriteThem() {
        assertThat(Gene.parse(" warm blood")).isEqualTo(Gene.WARM_BLOOD);
        assertThat(Gene.parse("care-of-young")).isEqualTo(Gene.CARE_OF_YOUNG);
        assertThat(Gene.of(Gene.TEETH.ordinal())).isEqualTo(Gene.TEETH);
        assertThat(Gene.TEETH.bit()).isEqualTo(1 << Gene.TEETH.ordinal());
    }
}
