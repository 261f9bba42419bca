package org.ichto.urland.ui.board;

import org.ichto.urland.Urlands;

import org.ichto.shell.game.Seat;
import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Shape;
import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PlayerStyleTest {
    @Test
    void everyColourHasItsOwnFillAndShape() {
        Set<Color> fills = new HashSet<>();
        Set<PlayerStyle.Form> forms = new HashSet<>();
        for (String colour : Urlands.COLOURS) {
            PlayerStyle s = PlayerStyle.of(colour);
            fills.add(s.fill());
            forms.add(s.form());
            assertThat(s.colour()).isEqualTo(colour);
        }
        assertThat(fills).hasSize(5);
        assertThat(forms).containsExactlyInAnyOrder(PlayerStyle.Form.values());
        assertThat(PlayerStyle.of("red").fill()).isEqualTo(new Color(0xD55E00));
        assertThat(PlayerStyle.of("blue").form()).isEqualTo(PlayerStyle.Form.SQUARE);
    }

    @Test
    void countsReadWellOnEveryFillAndOutlinesAreDark() {
        for (String colour : Urlands.COLOURS) {
            PlayerStyle s = PlayerStyle.of(colour);
            assertThat(PlayerStyle.contrast(s.fill(), s.text())).as(colour).isGreaterThanOrEqualTo(4.5);
            assertThat(PlayerStyle.contrast(s.outline(), Color.WHITE)).isGreaterThan(15);
        }
    }

    @Test
    void everyShapeHoldsItsCentreAndItsText() {
        for (String colour : Urlands.COLOURS) {
            PlayerStyle s = PlayerStyle.of(colour);
            Shape shape = s.shape(100, 50, 30);
            assertThat(shape.contains(100, 50)).as(colour).isTrue();
            assertThat(shape.contains(s.textCentre(100, 50, 30))).isTrue();
            assertThat(shape.getBounds2D().getWidth()).isBetween(24.0, 42.0);
        }
    }

    @Test
    void anUnknownColourIsRefused() {
        assertThatThrownBy(() -> PlayerStyle.of("orange")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("orange");
    }
}
