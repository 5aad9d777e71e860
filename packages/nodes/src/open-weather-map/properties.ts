/**
 * OpenWeatherMap 1's parameters (n8n's `n8n-nodes-base.openWeatherMap`): current weather and 5-day forecast.
 * Names, types, defaults, options and display rules are n8n 1.123's, so workflows saved by n8n's
 * editor mean the same here; descriptions and hints are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const openWeatherMapProperties: NodeProperty[] = [
  {
    displayName: 'Operation',
    name: 'operation',
    type: 'options',
    noDataExpression: true,
    options: [
      {
        name: 'Current Weather',
        value: 'currentWeather',
        action: 'Return current weather data',
      },
      {
        name: '5 Day Forecast',
        value: '5DayForecast',
        action: 'Return weather data for the next 5 days',
      },
    ],
    default: 'currentWeather',
  },
  {
    displayName: 'Format',
    name: 'format',
    type: 'options',
    options: [
      {
        name: 'Imperial',
        value: 'imperial',
      },
      {
        name: 'Metric',
        value: 'metric',
      },
      {
        name: 'Scientific',
        value: 'standard',
      },
    ],
    default: 'metric',
  },
  {
    displayName: 'Location Selection',
    name: 'locationSelection',
    type: 'options',
    options: [
      {
        name: 'City Name',
        value: 'cityName',
      },
      {
        name: 'City ID',
        value: 'cityId',
      },
      {
        name: 'Coordinates',
        value: 'coordinates',
      },
      {
        name: 'Zip Code',
        value: 'zipCode',
      },
    ],
    default: 'cityName',
  },
  {
    displayName: 'City',
    name: 'cityName',
    type: 'string',
    default: '',
    placeholder: 'berlin,de',
    required: true,
    displayOptions: {
      show: {
        locationSelection: ['cityName'],
      },
    },
  },
  {
    displayName: 'City ID',
    name: 'cityId',
    type: 'number',
    default: 160001123,
    required: true,
    displayOptions: {
      show: {
        locationSelection: ['cityId'],
      },
    },
  },
  {
    displayName: 'Latitude',
    name: 'latitude',
    type: 'string',
    default: '',
    placeholder: '13.39',
    required: true,
    displayOptions: {
      show: {
        locationSelection: ['coordinates'],
      },
    },
  },
  {
    displayName: 'Longitude',
    name: 'longitude',
    type: 'string',
    default: '',
    placeholder: '52.52',
    required: true,
    displayOptions: {
      show: {
        locationSelection: ['coordinates'],
      },
    },
  },
  {
    displayName: 'Zip Code',
    name: 'zipCode',
    type: 'string',
    default: '',
    placeholder: '10115,de',
    required: true,
    displayOptions: {
      show: {
        locationSelection: ['zipCode'],
      },
    },
  },
  {
    displayName: 'Language',
    name: 'language',
    type: 'string',
    default: '',
    placeholder: 'en',
  },
];
