package org.ichto.urland.rules;

import org.ichto.urland.UrlandGame;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A state is a value: copies are equal and hash alike, any difference tells them apart. */
class GameStateValueTest {

    @Test
    void aCopyIsEqual_withTheSameHash() {
        GameState s = UrlandGame.newGame(4, 9);

        assertThat(s).isEqualTo(s).isEqualTo(s.copy()).hasSameHashCodeAs(s.copy());
        assertThat(s.copy()).isNotSameAs(s);
    }

    @Test
    void anyDifferenceTellsThemApart() {
        GameState s = UrlandGame.newGame(4, 9);
        GameState other = s.copy();
        other.rng++;

        assertThat(other).isNotEqualTo(s).doesNotHaveSameHashCodeAs(s);
        assertThat(s).isNotEqualTo("a state").isNotEqualTo(null);
    }

    @Test
    void readsAsAPicture() {
        assertThat(UrlandGame.newGame(4, 9).toString()).startsWith("Epoch 1, turn 1, environment player seat ");
    }
}
