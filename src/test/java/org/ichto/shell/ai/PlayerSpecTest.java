package org.ichto.shell.ai;

import org.ichto.shell.game.Difficulty;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PlayerSpecTest {

    @Test
    void aNameAloneIsNormalDifficulty() {
        assertThat(PlayerSpec.parse("random")).isEqualTo(new PlayerSpec("random", Difficulty.NORMAL));
        assertThat(PlayerSpec.parse("random")).hasToString("random");
    }

    @Test
    void aDifficultyFollowsAColon() {
        assertThat(PlayerSpec.parse("predator:hard")).isEqualTo(new PlayerSpec("predator", Difficulty.HARD));
        assertThat(PlayerSpec.parse(" Predator : EASY ")).isEqualTo(new PlayerSpec("predator", Difficulty.EASY));
        assertThat(PlayerSpec.parse("predator:hard")).hasToString("predator:hard");
        assertThat(PlayerSpec.parse("predator:normal")).isEqualTo(PlayerSpec.parse("predator"))
                .hasToString("predator");
    }

    @Test
    void badSpecsAreRefusedWithAClearMessage() {
        assertThatThrownBy(() -> PlayerSpec.parse("")).hasMessage("empty player name");
        assertThatThrownBy(() -> PlayerSpec.parse(":hard")).hasMessage("empty player name in \":hard\"");
        assertThatThrownBy(() -> PlayerSpec.parse("predator:crazy"))
                .hasMessage("unknown difficulty \"crazy\" (difficulties are easy, normal, hard)");
        assertThatThrownBy(() -> PlayerSpec.parse("a:hard:easy"))
                .hasMessageContaining("write name or name:difficulty");
        assertThatThrownBy(() -> PlayerSpec.parse("big fish")).hasMessageContaining("bad player name \"big fish\"");
    }

    @Test
    void aListNamesItsFaultyEntry() {
        assertThat(PlayerSpec.parseList("random,predator:hard,random")).containsExactly(
                PlayerSpec.of("random"), new PlayerSpec("predator", Difficulty.HARD), PlayerSpec.of("random"));
        assertThatThrownBy(() -> PlayerSpec.parseList("random,,random"))
                .hasMessage("player 2 of \"random,,random\": empty player name");
    }
}
